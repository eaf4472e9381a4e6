import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { BlobTooLargeError } from './port.ts';

/** A pass-through that counts and digests the bytes, failing the pipeline past `maxBytes`. */
export function measure(maxBytes = Number.POSITIVE_INFINITY) {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new BlobTooLargeError(maxBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return {
    transform,
    result: () => ({ size, sha256: hash.digest('hex') }),
  };
}
