import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPortFree, claimDataFolder, StartRefused } from './start-guards.ts';

const folders: string[] = [];
const dataFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'bayline-guards-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The pid of a process that has run and ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('claiming the data folder', () => {
  it('writes the pid, refuses another process while the holder runs, and lets it in once released', () => {
    const folder = dataFolder();
    const claim = claimDataFolder(folder);
    expect(readFileSync(claim.file, 'utf8').trim()).toBe(String(process.pid));
    const other = process.pid + 1;
    expect(() => claimDataFolder(folder, other)).toThrow(StartRefused);
    expect(() => claimDataFolder(folder, other)).toThrow(
      `Another Bayline (process ${process.pid}) is using the data folder ${folder}: stop it first, or set BAYLINE_DATA_DIR to another folder`,
    );
    claim.release();
    expect(existsSync(claim.file)).toBe(false);
    const next = claimDataFolder(folder, other);
    expect(readFileSync(next.file, 'utf8').trim()).toBe(String(other));
    next.release();
  });

  it('takes over a claim left by a process that no longer runs, or by an earlier life of its own pid', () => {
    const folder = dataFolder();
    const file = join(folder, 'bayline.pid');
    writeFileSync(file, `${deadPid()}\n`);
    const claim = claimDataFolder(folder);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    claim.release();
    // A container's process is pid 1 each time: a file naming this very pid was left by a previous start.
    writeFileSync(file, `${process.pid}\n`);
    claimDataFolder(folder).release();
    writeFileSync(file, 'not a pid');
    claimDataFolder(folder).release();
    expect(existsSync(file)).toBe(false);
  });

  it('makes the folder when it does not exist yet', () => {
    const folder = join(dataFolder(), 'new', 'data');
    const claim = claimDataFolder(folder);
    expect(existsSync(claim.file)).toBe(true);
    claim.release();
  });
});

describe('checking the port', () => {
  it('refuses a port another program listens on, in one line, and passes a free one or port 0', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      await expect(checkPortFree(port, '127.0.0.1')).rejects.toThrow(
        new StartRefused(
          `Port ${port} on 127.0.0.1 is already in use: stop what listens there, or start Bayline with another PORT`,
        ),
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
    await expect(checkPortFree(port, '127.0.0.1')).resolves.toBeUndefined();
    await expect(checkPortFree(0, '127.0.0.1')).resolves.toBeUndefined();
  });
});
