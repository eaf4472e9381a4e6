export { openFileBlobStore } from './files.ts';
export { openGridFsBlobStore } from './gridfs.ts';
export { type BlobStore, BlobTooLargeError, type ByteRange } from './port.ts';
