import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { blobStoreContract } from './contract.ts';
import { openFileBlobStore } from './files.ts';

blobStoreContract('files', async () => {
  const root = mkdtempSync(join(tmpdir(), 'bayline-blobs-'));
  return { blobs: await openFileBlobStore(root), close: async () => rmSync(root, { recursive: true, force: true }) };
});

describe('file blobs', () => {
  it('leave no staged file behind a refused put, and clear at start what a crash left long ago', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bayline-blobs-'));
    try {
      const blobs = await openFileBlobStore(root);
      await expect(
        blobs.put('media/big', Readable.from(['0123456789']), { contentType: 'image/png', maxBytes: 4 }),
      ).rejects.toThrow();
      expect(readdirSync(join(root, 'tmp'))).toEqual([]);
      expect(readdirSync(root)).toEqual(['tmp']);
      writeFileSync(join(root, 'tmp', 'left-by-a-crash'), 'half');
      const hoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
      utimesSync(join(root, 'tmp', 'left-by-a-crash'), hoursAgo, hoursAgo);
      writeFileSync(join(root, 'tmp', 'another-process-uploading'), 'half');
      await openFileBlobStore(root);
      expect(readdirSync(join(root, 'tmp'))).toEqual(['another-process-uploading']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
