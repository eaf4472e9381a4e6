export { openFileBlobStore } from './files.ts';
export { openGridFsBlobStore } from './gridfs.ts';
export {
  assertBlobKey,
  type BlobInfo,
  type BlobRead,
  type BlobStore,
  BlobTooLargeError,
  type ByteRange,
  type PutOptions,
} from './port.ts';
