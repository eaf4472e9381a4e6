import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { measure } from './measure.ts';
import { assertBlobKey, type BlobInfo, type BlobStore } from './port.ts';

/** A staged file this old was left by a process that stopped mid-upload. */
const staleAfterMs = 60 * 60_000;

/**
 * Blobs as files under `root` (the data folder's `blobs`): `{key}.bin` and its `{key}.json` (size, digest, type).
 * A put streams into `tmp/` and renames into place once whole, the description last: a blob without its
 * description is absent, so a crash at any point leaves either the old blob, the new one, or none.
 */
export async function openFileBlobStore(root: string): Promise<BlobStore> {
  const tmp = join(root, 'tmp');
  await mkdir(tmp, { recursive: true });
  // What a crash left half-written is of no use to anyone; a younger file may be another process's upload.
  const crashedBefore = Date.now() - staleAfterMs;
  for (const name of await readdir(tmp)) {
    const { mtimeMs } = await stat(join(tmp, name)).catch(() => ({ mtimeMs: Date.now() }));
    if (mtimeMs < crashedBefore) await rm(join(tmp, name), { force: true });
  }
  const pathOf = (key: string) => {
    assertBlobKey(key);
    return join(root, key);
  };
  const describe = async (key: string): Promise<BlobInfo | undefined> => {
    try {
      return JSON.parse(await readFile(`${pathOf(key)}.json`, 'utf8')) as BlobInfo;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };

  return {
    async put(key, stream, { contentType, maxBytes }) {
      const path = pathOf(key);
      const staged = join(tmp, randomUUID());
      const measured = measure(maxBytes);
      try {
        await pipeline(stream, measured.transform, createWriteStream(staged, { flags: 'wx' }));
        const info: BlobInfo = { ...measured.result(), contentType };
        await writeFile(`${staged}.json`, JSON.stringify(info), { flag: 'wx' });
        await mkdir(join(path, '..'), { recursive: true });
        // The old description goes first: between the two renames the key reads as absent, never as a mix.
        await rm(`${path}.json`, { force: true });
        await rename(staged, `${path}.bin`);
        await rename(`${staged}.json`, `${path}.json`);
        return info;
      } finally {
        await rm(staged, { force: true });
        await rm(`${staged}.json`, { force: true });
      }
    },
    async get(key, range) {
      const info = await describe(key);
      if (!info) return undefined;
      return { ...info, stream: createReadStream(`${pathOf(key)}.bin`, range) };
    },
    exists: async (key) => (await describe(key)) !== undefined,
    async delete(key) {
      const path = pathOf(key);
      await rm(`${path}.json`, { force: true });
      await rm(`${path}.bin`, { force: true });
    },
    close: async () => {},
  };
}
