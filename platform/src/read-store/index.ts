export { openLmdbReadStore } from './lmdb.ts';
export { openMongoReadStore } from './mongo.ts';
export type { Change, Checkpoint, Doc, Filter, FindOptions, ReadStore } from './port.ts';
