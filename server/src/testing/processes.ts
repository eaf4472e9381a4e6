import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { privateRedisServer } from '@bayline/platform/testing/redis-server';
import { type Host, onHost } from './hosts.ts';

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

/** The port a service listens on when it has a host of its own (as in docker-compose.yml). */
const servicePorts = { bayline: 3000, redis: 6379 };

/** Where a service listens: its host's address and the service's port, or a free port of this machine's loopback. */
async function listening(host: Host | undefined, service: keyof typeof servicePorts) {
  return host
    ? { address: host.address, port: servicePorts[service] }
    : { address: '127.0.0.1', port: await freePort() };
}

/**
 * A Redis of this test alone, so nothing it locks or queues meets another suite's (see privateRedisServer); on
 * `host` at compose's port when given, asking for `password` when given (as docker-compose.yml's does).
 */
export async function privateRedis({ host, password }: { host?: Host; password?: string } = {}) {
  const { address, port } = await listening(host, 'redis');
  return privateRedisServer({ address, port, password, run: (command, args) => onHost(host, command, args) });
}

export interface BaylineProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/**
 * Runs server/src/main.ts (the TypeScript sources, through tsx) as its own process on a free port, or on `host`
 * at port 3000 (the port compose's services listen on).
 */
export async function startBaylineProcess(
  env: Record<string, string>,
  { host }: { host?: Host } = {},
): Promise<BaylineProcess> {
  const { address, port } = await listening(host, 'bayline');
  const child = spawn(
    ...onHost(host, process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'main.ts')]),
    {
      env: {
        ...process.env,
        EVENTSTORE_URL: '',
        MONGODB_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'silent',
        ...env,
        HOST: address,
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url: `http://${address}:${port}`, child, output: () => output, exited };
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

/** Resolves once `bayline` answers /health with 200 (its seed done, its stores open); fails with its output after 2 min. */
export const healthy = (bayline: BaylineProcess) =>
  eventually(async () => {
    if ((await fetch(`${bayline.url}/health`)).status !== 200) throw new Error(`not ready: ${bayline.output()}`);
  }, 120_000);
