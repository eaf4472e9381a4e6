export { openEventStoreDb } from './eventstoredb.ts';
export { openLmdbEventStore } from './lmdb.ts';
export * from './port.ts';
