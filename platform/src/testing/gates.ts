import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';

/**
 * Decides whether a suite that needs an outside service runs. On CI (`BAYLINE_CI=1`, set by .ci/run)
 * Redis and Chromium must be there: a missing one fails the run instead of skipping. EventStoreDB and
 * MongoDB suites run when their URL is given (or Docker can start them) and otherwise say they were skipped.
 */
export const onCi = process.env.BAYLINE_CI === '1';

function reachable(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function skipped(what: string, how: string): undefined {
  console.warn(`\n[skipped] ${what}\n          ${how}\n`);
  return undefined;
}

/** The Redis URL to test against, or undefined (with a printed reason) when no Redis answers. */
export async function redisForTests(): Promise<string | undefined> {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const { hostname, port } = new URL(url);
  if (await reachable(hostname, Number(port || 6379))) return url;
  if (onCi) throw new Error(`Redis is required on CI but nothing answers at ${url}`);
  return skipped(
    `Redis suites: nothing answers at ${url}.`,
    'Start one with `apt-get install -y redis-server && redis-server --daemonize yes` or set REDIS_URL.',
  );
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** True when browser tests can run; prints how to get Chromium otherwise. */
export function chromiumForTests(): boolean {
  if (existsSync(chromiumPath)) return true;
  if (onCi) throw new Error(`Chromium is required on CI but ${chromiumPath} is missing`);
  skipped(
    `Browser tests: no Chromium at ${chromiumPath}.`,
    'Install it with `apt-get install -y chromium` (or set CHROMIUM_PATH); no browser is ever downloaded.',
  );
  return false;
}

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * True when the gateway suite can make hosts of network namespaces (root, `ip`) and run nginx and redis-server on
 * them; says what is missing otherwise.
 */
export function gatewayHostsForTests(): boolean {
  const installed = (command: string, flag: string) => !spawnSync(command, [flag], { stdio: 'ignore' }).error;
  const missing = [
    process.getuid?.() === 0 ? [] : ['root (network namespaces)'],
    installed('ip', '-V') ? [] : ['`ip` (iproute2)'],
    existsSync(nginxPath) ? [] : [`nginx at ${nginxPath}`],
    installed('redis-server', '--version') ? [] : ['redis-server'],
  ].flat();
  if (missing.length === 0) return true;
  if (onCi) throw new Error(`The gateway suite is required on CI but needs ${missing.join(', ')}`);
  skipped(
    `Gateway suite (the split set-up behind nginx, a network namespace per process): needs ${missing.join(', ')}.`,
    'Run it as root with `apt-get install -y iproute2 nginx-light redis-server` (or set NGINX_PATH).',
  );
  return false;
}

async function dockerAvailable(): Promise<boolean> {
  if (!existsSync('/var/run/docker.sock') && !process.env.DOCKER_HOST) return false;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

export interface ServiceForTests {
  url: string;
  stop(): Promise<void>;
}

/** EventStoreDB: EVENTSTORE_URL, or a container when Docker runs, or undefined (skipped, also on CI). */
export async function eventStoreForTests(): Promise<ServiceForTests | undefined> {
  if (process.env.EVENTSTORE_URL) return { url: process.env.EVENTSTORE_URL, stop: async () => {} };
  if (await dockerAvailable()) {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer('eventstore/eventstore:24.10')
      .withEnvironment({ EVENTSTORE_INSECURE: 'true', EVENTSTORE_RUN_PROJECTIONS: 'None', EVENTSTORE_MEM_DB: 'true' })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .start();
    return {
      url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
      stop: async () => void (await container.stop()),
    };
  }
  return skipped(
    'EventStoreDB contract suite: EVENTSTORE_URL is not set and no Docker engine runs here.',
    'Set EVENTSTORE_URL=esdb://127.0.0.1:2113?tls=false (e.g. `docker compose up eventstore`) to run it.',
  );
}

/** MongoDB (a replica set): MONGODB_URL, or a container when Docker runs, or undefined (skipped, also on CI). */
export async function mongoForTests(): Promise<ServiceForTests | undefined> {
  if (process.env.MONGODB_URL) return { url: process.env.MONGODB_URL, stop: async () => {} };
  if (await dockerAvailable()) {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer('mongo:7')
      .withCommand(['--replSet', 'rs0', '--bind_ip_all'])
      .withExposedPorts(27017)
      .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
      .start();
    await container.exec([
      'mongosh',
      '--quiet',
      '--eval',
      'rs.initiate({_id:"rs0",members:[{_id:0,host:"127.0.0.1:27017"}]})',
    ]);
    // An initiated set elects its primary a moment later, and refuses writes until then.
    for (let tries = 0; ; tries++) {
      const { output } = await container.exec(['mongosh', '--quiet', '--eval', 'db.hello().isWritablePrimary']);
      if (output.trim() === 'true') break;
      if (tries >= 60) throw new Error('MongoDB did not become a writable primary within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return {
      url: `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/?directConnection=true`,
      stop: async () => void (await container.stop()),
    };
  }
  return skipped(
    'MongoDB contract suite: MONGODB_URL is not set and no Docker engine runs here.',
    // The compose set names its member mongo:27017, which the host cannot resolve: connect to the node directly, as
    // the user compose makes.
    'Set MONGODB_URL=mongodb://bayline:$MONGO_PASSWORD@127.0.0.1:27017/?directConnection=true&authSource=admin (e.g. `docker compose up mongo`) to run it.',
  );
}
