import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { onCi } from '@bayline/platform/testing/gates';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `probe` stops throwing, with what it returned. */
export async function eventually<T>(probe: () => Promise<T>, timeoutMs = 60_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await probe();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(everyMs);
    }
  }
}

/**
 * A Redis of this test alone (`redis-server --port N --save ''`), so nothing it locks or queues meets another
 * suite's; undefined (said aloud) when redis-server is not installed, which fails on CI.
 */
export async function privateRedis(): Promise<{ url: string; stop(): void } | undefined> {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
  } catch {
    if (onCi) throw new Error('redis-server is required on CI');
    console.warn(
      '\n[skipped] a suite needing its own redis-server: install it with `apt-get install -y redis-server`\n',
    );
    return undefined;
  }
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  await eventually(async () => {
    execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'ignore' });
  });
  return { url, stop: () => child.kill('SIGKILL') };
}

export interface BaylineProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Runs server/src/main.ts (the TypeScript sources, through tsx) as its own process on a free port. */
export async function startBaylineProcess(env: Record<string, string>): Promise<BaylineProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'main.ts')], {
    env: {
      ...process.env,
      EVENTSTORE_URL: '',
      MONGODB_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'silent',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

/**
 * Runs one of the server's commands (server/src/{name}.ts, the TypeScript sources through tsx) as the operator's
 * `npm run` does, on a data folder; resolves with its exit code and everything it printed.
 */
export function runCommand(
  name: string,
  dataDir: string,
  ...args: string[]
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', `${name}.ts`), ...args], {
    env: { ...process.env, BAYLINE_DATA_DIR: dataDir, EVENTSTORE_URL: '', MONGODB_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
