import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

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

/** Starts one, or answers undefined (saying why) when `redis-server` is not installed. */
export async function privateRedisServer(): Promise<PrivateRedis | undefined> {
  if (spawnSync('redis-server', ['--version']).error) {
    console.warn(
      '\n[skipped] Redis outage suites: no redis-server to start and stop.\n          Install it with `apt-get install -y redis-server`.\n',
    );
    return undefined;
  }
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start() {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
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
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
