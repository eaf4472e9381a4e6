import { resolve } from 'node:path';

/** Every setting Bayline reads, with its default (the README lists the same). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** all: command, projection and query in one process; or one of them (docker compose). */
  role: 'all' | 'command' | 'query' | 'projection';
  eventStoreUrl?: string;
  mongoUrl?: string;
  mongoDb: string;
  redisUrl?: string;
  sessionSecret?: string;
  seed: boolean;
  logLevel: string;
  webDist: string;
  /** A projector's lease: a leader that could not renew it for this long stops and another takes over. */
  leaseMs: number;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const role = (env.BAYLINE_ROLE ?? 'all') as Config['role'];
  if (!['all', 'command', 'query', 'projection'].includes(role))
    throw new Error(`BAYLINE_ROLE must be all, command, query or projection (got ${role})`);
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    // Relative to where the user ran npm (npm runs workspace scripts from the workspace's own folder).
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), env.BAYLINE_DATA_DIR ?? './data'),
    role,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    mongoUrl: env.MONGODB_URL || undefined,
    mongoDb: env.MONGODB_DB ?? 'bayline',
    redisUrl: env.REDIS_URL || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    seed: (env.BAYLINE_SEED ?? 'true') !== 'false',
    logLevel: env.LOG_LEVEL ?? 'warn',
    webDist: resolve(env.BAYLINE_WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    leaseMs: Number(env.BAYLINE_LEASE_MS ?? 15_000),
  };
}
