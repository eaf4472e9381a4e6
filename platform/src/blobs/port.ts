import type { Readable } from 'node:stream';

/** What a stored blob is: its length and content digest as written, and the type it was stored with. */
export interface BlobInfo {
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  contentType: string;
}

/** A blob being read: its bytes as a stream, with what it is. */
export interface BlobRead extends BlobInfo {
  stream: Readable;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType: string;
  /**
   * Bytes the blob may have: a stream that brings more is cut off, nothing is kept, and put rejects with
   * BlobTooLargeError.
   */
  maxBytes?: number;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The blob is larger than ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

/** Keys are made by the server (`media/{uuid}`, `thumbs/{uuid}`): never a client's file name. */
export const blobKeyPattern = /^[a-z]+\/[A-Za-z0-9_-]{1,64}$/;

export function assertBlobKey(key: string) {
  if (!blobKeyPattern.test(key)) throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
}

/**
 * Where media files live: the data folder embedded, GridFS distributed. A blob is whole or absent: a put whose
 * stream fails or is cut off leaves nothing, and one that replaces a key replaces it whole.
 */
export interface BlobStore {
  /** Stores the stream's bytes under `key` once they have all arrived; rejects (keeping nothing) when the stream fails. */
  put(key: string, stream: Readable, options: PutOptions): Promise<BlobInfo>;
  /**
   * The blob, or undefined when there is none. With `range`, the stream holds bytes `start` to `end` (inclusive,
   * within the blob: a browser seeking in a video); size and digest stay the whole blob's.
   */
  get(key: string, range?: ByteRange): Promise<BlobRead | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the blob; a missing one is no error (deletes are retried). */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
