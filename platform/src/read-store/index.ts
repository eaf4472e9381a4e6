export { openLmdbReadStore } from './lmdb.ts';
export { openMongoReadStore } from './mongo.ts';
