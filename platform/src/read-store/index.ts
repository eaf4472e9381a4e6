export { openLmdbReadStore } from './lmdb.ts';
export { type MemoryReadModels, memoryReadModels } from './memory.ts';
export { openMongoReadStore } from './mongo.ts';
export type { Change, Checkpoint, Doc, Filter, FindOptions, ReadStore, ReadView } from './port.ts';
