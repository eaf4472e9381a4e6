import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { open } from 'lmdb';
import { LMDB_MAP_SIZE } from './lmdb-map.ts';

const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

/**
 * Copies the LMDB environment at `from` (a folder) into the new folder `to`, compacted, while other processes may
 * have it open and write: lmdb-js's backup (mdb_env_copy2 with MDB_CP_COMPACT) copies one read transaction, a
 * snapshot of the last commit before it began. `onProgress` hears, every `everyMs`, the bytes written so far and
 * the source file's size (the copy, compacted, ends at or below it).
 */
export async function backupLmdb(
  from: string,
  to: string,
  onProgress: (copied: number, total: number) => void = () => {},
  everyMs = 1_000,
) {
  const source = open({ path: from, readOnly: true, mapSize: LMDB_MAP_SIZE });
  const total = sizeOf(join(from, 'data.mdb'));
  mkdirSync(to, { recursive: true, mode: 0o700 });
  const timer = setInterval(() => onProgress(sizeOf(join(to, 'data.mdb')), total), everyMs);
  try {
    await source.backup(to, true);
  } finally {
    clearInterval(timer);
    await source.close();
  }
  return { bytes: sizeOf(join(to, 'data.mdb')) };
}
