import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { type BlobStore, BlobTooLargeError } from './port.ts';

export interface BlobsUnderTest {
  blobs: BlobStore;
  close(): Promise<void>;
}

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

/** A stream that sends `chunks` and then fails, as an upload cut off midway does. */
function cutOff(...chunks: string[]) {
  return new Readable({
    read() {
      const next = chunks.shift();
      if (next !== undefined) this.push(next);
      else this.destroy(new Error('connection reset'));
    },
  });
}

/** Runs the BlobStore contract against one adapter. */
export function blobStoreContract(name: string, open: () => Promise<BlobsUnderTest>) {
  describe(`BlobStore contract: ${name}`, () => {
    let under: BlobsUnderTest | undefined;
    afterEach(async () => {
      await under?.close();
      under = undefined;
    });

    it('gives back the bytes it was given, with their size, digest and type', async () => {
      under = await open();
      const bytes = Buffer.from([0, 1, 2, 255, ...Buffer.from('photo of the left fender, 左前翼子板')]);
      const info = await under.blobs.put('media/a1', Readable.from([bytes.subarray(0, 3), bytes.subarray(3)]), {
        contentType: 'image/png',
      });
      expect(info).toEqual({ size: bytes.length, sha256: sha256(bytes), contentType: 'image/png' });
      const read = await under.blobs.get('media/a1');
      expect(read && { ...read, stream: undefined }).toEqual({ ...info, stream: undefined });
      expect(Buffer.concat(await read!.stream.toArray())).toEqual(bytes);
      expect(await under.blobs.exists('media/a1')).toBe(true);
      const part = await under.blobs.get('media/a1', { start: 2, end: 5 });
      expect(part?.size).toBe(bytes.length);
      expect(Buffer.concat(await part!.stream.toArray())).toEqual(bytes.subarray(2, 6));
      const last = await under.blobs.get('media/a1', { start: bytes.length - 1, end: bytes.length - 1 });
      expect(Buffer.concat(await last!.stream.toArray())).toEqual(bytes.subarray(-1));
    });

    it('keeps nothing of a stream cut off midway, and keeps an earlier blob of the key whole', async () => {
      under = await open();
      await expect(
        under.blobs.put('media/cut', cutOff('half of a', ' video'), { contentType: 'video/mp4' }),
      ).rejects.toThrow(/connection reset/);
      expect(await under.blobs.exists('media/cut')).toBe(false);
      expect(await under.blobs.get('media/cut')).toBeUndefined();

      await under.blobs.put('media/kept', Readable.from(['first']), { contentType: 'text/plain' });
      await expect(under.blobs.put('media/kept', cutOff('sec'), { contentType: 'text/plain' })).rejects.toThrow();
      expect(await text((await under.blobs.get('media/kept'))!.stream)).toBe('first');
    });

    it('refuses a stream longer than maxBytes and keeps nothing of it', async () => {
      under = await open();
      await expect(
        under.blobs.put('media/big', Readable.from(['12345', '67890', 'x']), {
          contentType: 'image/png',
          maxBytes: 10,
        }),
      ).rejects.toBeInstanceOf(BlobTooLargeError);
      expect(await under.blobs.exists('media/big')).toBe(false);
      const exact = await under.blobs.put('media/ten', Readable.from(['1234567890']), {
        contentType: 'image/png',
        maxBytes: 10,
      });
      expect(exact.size).toBe(10);
    });

    it('replaces a key whole, and deletes (a missing key too)', async () => {
      under = await open();
      await under.blobs.put('thumbs/t', Readable.from(['old']), { contentType: 'image/jpeg' });
      await under.blobs.put('thumbs/t', Readable.from(['new one']), { contentType: 'image/webp' });
      const read = await under.blobs.get('thumbs/t');
      expect(read?.contentType).toBe('image/webp');
      expect(await text(read!.stream)).toBe('new one');
      await under.blobs.delete('thumbs/t');
      await under.blobs.delete('thumbs/t');
      await under.blobs.delete('thumbs/never');
      expect(await under.blobs.exists('thumbs/t')).toBe(false);
      expect(await under.blobs.get('thumbs/t')).toBeUndefined();
    });

    it('takes only keys the server makes: no file name, path or traversal reaches the store', async () => {
      under = await open();
      for (const key of [
        '../../etc/passwd',
        'media/../../x',
        'media/a b',
        '/etc/passwd',
        'media/',
        'media',
        'photo.jpg',
      ])
        await expect(under.blobs.put(key, Readable.from(['x']), { contentType: 'text/plain' }), key).rejects.toThrow(
          /Not a blob key/,
        );
      await expect(under.blobs.get('media/../secret')).rejects.toThrow(/Not a blob key/);
    });
  });
}
