import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, freePort } from './testing/processes.ts';

// `npm start` exactly as the README says, from the repository root: npm, npm again for the workspace, then node
// on the bundle, which is built here from the current sources first.
const root = join(import.meta.dirname, '..', '..');
const started: ChildProcess[] = [];
const servers: number[] = [];
const folders: string[] = [];

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'server', 'build.mjs')], { stdio: 'ignore' });
});
afterAll(() => {
  for (const npm of started) if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
  // A server its npm failed to stop is not left running after the test.
  for (const pid of servers) if (alive(pid)) process.kill(pid, 'SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const dataFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'bayline-npm-start-'));
  folders.push(folder);
  return folder;
};

/** `npm start` in its own process group (as a terminal runs it), on the data folder and port given. */
function npmStart(dataDir: string, port: number) {
  const npm = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      BAYLINE_DATA_DIR: dataDir,
      PORT: String(port),
      BAYLINE_SEED_JOBS: '3',
      EVENTSTORE_URL: '',
      MONGODB_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'silent',
    },
  });
  started.push(npm);
  let stdout = '';
  let stderr = '';
  npm.stdout!.on('data', (chunk) => {
    stdout += chunk;
  });
  npm.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  return { npm, exited, stdout: () => stdout, stderr: () => stderr };
}

type Started = ReturnType<typeof npmStart>;

async function running(start: Started) {
  await eventually(async () => expect(start.stdout()).toMatch(/is running at http:\/\/127\.0\.0\.1:\d+\//), 120_000);
}

/** The server's own pid, as its claim on the data folder names it. */
function serverPid(dataDir: string) {
  const pid = Number(readFileSync(join(dataDir, 'bayline.pid'), 'utf8'));
  servers.push(pid);
  return pid;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe: Server = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });

/** Within a few seconds: npm has exited, the server's process is gone, the port is free and the claim released. */
async function allStopped(start: Started, pid: number, port: number, dataDir: string) {
  await eventually(
    async () => {
      expect(start.npm.exitCode !== null || start.npm.signalCode !== null).toBe(true);
      expect(alive(pid)).toBe(false);
      expect(await listening(port)).toBe(false);
    },
    5_000,
    100,
  );
  expect(existsSync(join(dataDir, 'bayline.pid'))).toBe(false);
}

const bayline = (output: string) => output.split('\n').filter((line) => line.startsWith('[bayline]'));

describe('npm start', () => {
  it('refuses a second server on the same data folder, and stops on SIGTERM to npm', { timeout: 180_000 }, async () => {
    const dataDir = dataFolder();
    const port = await freePort();
    const first = npmStart(dataDir, port);
    await running(first);
    const pid = serverPid(dataDir);
    expect(pid).not.toBe(first.npm.pid);
    expect(alive(pid)).toBe(true);

    const second = npmStart(dataDir, await freePort());
    expect(await second.exited).not.toBe(0);
    expect(bayline(second.stderr())).toEqual([
      `[bayline] Another Bayline (process ${pid}) is using the data folder ${dataDir}: stop it first, or set BAYLINE_DATA_DIR to another folder`,
    ]);
    expect(second.stdout()).not.toMatch(/Seeding|running at/);
    expect(serverPid(dataDir)).toBe(pid);

    process.kill(first.npm.pid!, 'SIGTERM');
    await allStopped(first, pid, port, dataDir);
    expect(bayline(first.stdout())).toContain('[bayline] SIGTERM: stopping (send it again to exit at once)');
  });

  it('stops gracefully on Ctrl-C, which reaches npm, npm and node at once', { timeout: 180_000 }, async () => {
    const dataDir = dataFolder();
    const port = await freePort();
    const start = npmStart(dataDir, port);
    await running(start);
    const pid = serverPid(dataDir);
    // A terminal sends SIGINT to its whole foreground group; each npm forwards it once more.
    process.kill(-start.npm.pid!, 'SIGINT');
    await allStopped(start, pid, port, dataDir);
    const said = bayline(start.stdout());
    expect(said).toContain('[bayline] SIGINT: stopping (send it again to exit at once)');
    expect(said.join('\n')).not.toMatch(/again: exiting without waiting/);
  });

  it('reports a port already in use in one line, before opening or seeding anything', { timeout: 60_000 }, async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    const dataDir = dataFolder();
    try {
      const start = npmStart(dataDir, port);
      expect(await start.exited).not.toBe(0);
      expect(bayline(start.stderr())).toEqual([
        `[bayline] Port ${port} on 127.0.0.1 is already in use: stop what listens there, or start Bayline with another PORT`,
      ]);
      expect(start.stderr()).not.toMatch(/^\s+at /m);
      expect(bayline(start.stdout())).toEqual([]);
      expect(existsSync(join(dataDir, 'events'))).toBe(false);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
