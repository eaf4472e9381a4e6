import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { onCi } from './gates.ts';

/** A redis-server of a test's own, without persistence, that the test may stop and start again on the same port. */
export interface PrivateRedis {
  url: string;
  /** Kills the server (as a crash would) and waits until it is gone. */
  stop(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  start(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface PrivateRedisOptions {
  /** Where it listens: a free port of 127.0.0.1 unless given. */
  address?: string;
  port?: number;
  /** Asks clients for it (`--requirepass`), as docker-compose.yml's Redis does. */
  password?: string;
  /** How the command is run, e.g. on a test host of its own (`ip netns exec`). */
  run?: (command: string, args: string[]) => [string, string[]];
}

/**
 * Starts one, or answers undefined (saying why) when `redis-server` is not installed: which fails on CI, where it
 * is.
 */
export async function privateRedisServer({
  address = '127.0.0.1',
  port: given,
  password,
  run = (command, args) => [command, args],
}: PrivateRedisOptions = {}): Promise<PrivateRedis | undefined> {
  if (spawnSync('redis-server', ['--version']).error) {
    if (onCi) throw new Error('redis-server is required on CI');
    console.warn(
      '\n[skipped] a suite needing a redis-server of its own: install it with `apt-get install -y redis-server`\n',
    );
    return undefined;
  }
  const port = given ?? (await freePort());
  const auth = password ? ['--requirepass', password] : [];
  let child: ChildProcess | undefined;

  async function start() {
    const started = spawn(
      ...run('redis-server', ['--port', String(port), '--bind', address, '--save', '', '--appendonly', 'no', ...auth]),
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child = started;
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
    };
    started.stdout?.on('data', collect);
    await new Promise<void>((resolve, reject) => {
      const ready = setInterval(() => {
        if (!output.includes('Ready to accept connections')) return;
        clearInterval(ready);
        resolve();
      }, 20);
      started.once('exit', (code) => {
        clearInterval(ready);
        reject(new Error(`redis-server on port ${port} exited with ${code}: ${output}`));
      });
    });
    started.stdout?.off('data', collect).resume();
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  process.once('exit', () => child?.kill('SIGKILL'));
  const credentials = password ? `:${encodeURIComponent(password)}@` : '';
  return { url: `redis://${credentials}${address}:${port}`, stop, start };
}
