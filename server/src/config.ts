import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportKeyFrom } from '@bayline/query-service/audit/signature';

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
  /** Prefixes every Redis key, queue and channel, so several deployments can share one Redis. */
  redisPrefix: string;
  sessionSecret?: string;
  /**
   * The token admin calls carry (`x-bayline-admin-token`): the same in every process of a distributed set-up, where each
   * container would otherwise make its own; without it, one is made and kept in the data folder.
   */
  adminToken?: string;
  /** The Ed25519 private key history exports are signed with (PKCS#8 PEM or its DER as base64). */
  exportKey?: string;
  seed: boolean;
  logLevel: string;
  webDist: string;
  /**
   * Whose X-Forwarded-For/-Proto/-Host to believe: nobody; every hop (only when the proxy replaces what clients
   * send); the nearest `n` proxies; or proxies at these addresses/CIDR ranges.
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** A projector's lease: a leader that could not renew it for this long stops and another takes over. */
  leaseMs: number;
  /**
   * Where role `all` on the embedded stores runs its projectors: in a worker thread (the default: requests and
   * projecting each get a core) or on the server's own thread. Distributed set-ups run them in their own process.
   */
  projections: 'thread' | 'in-process';
  /** SMTP server for invitations and reset links; unset: they are kept in the outbox in the data folder. */
  smtpUrl?: string;
  mailFrom: string;
  /** The address Bayline's pages are reached at, for links in mail; unset: the address it listens on. */
  publicUrl?: string;
  /** A Twilio-style SMS provider (all three set); unset: texts are kept in the SMS outbox in the data folder. */
  sms?: { url: string; account: string; token: string };
}

/**
 * The repository (or the image's /app): two folders up from server/src/config.ts and from the bundles in
 * server/dist alike. Relative paths in settings are read from here, wherever npm or node was started.
 */
export const repositoryRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** A path setting: absolute as given, relative from the repository root. */
const pathFromRoot = (value: string) => resolve(repositoryRoot, value);

/** Where the embedded stores live in the data folder: the server and its projection thread open the same ones. */
export const embeddedStorePaths = (dataDir: string) => ({
  events: join(dataDir, 'events'),
  readModels: join(dataDir, 'read-models'),
  outbox: join(dataDir, 'outbox.jsonl'),
  blobs: join(dataDir, 'blobs'),
  smsOutbox: join(dataDir, 'sms-outbox.jsonl'),
});

/** The SMS provider's settings: all three, or none (the outbox). */
function smsOf(env: NodeJS.ProcessEnv): Config['sms'] {
  const names = ['BAYLINE_SMS_URL', 'BAYLINE_SMS_ACCOUNT', 'BAYLINE_SMS_TOKEN'];
  const given = names.filter((name) => env[name]);
  if (given.length === 0) return undefined;
  if (given.length < names.length)
    throw new Error(`${names.join(', ')} are set together (missing: ${names.filter((n) => !env[n]).join(', ')})`);
  return { url: env.BAYLINE_SMS_URL!, account: env.BAYLINE_SMS_ACCOUNT!, token: env.BAYLINE_SMS_TOKEN! };
}

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

function projectionsOf(env: NodeJS.ProcessEnv, role: Config['role']): Config['projections'] {
  const asked = env.BAYLINE_PROJECTIONS ?? 'thread';
  if (asked !== 'thread' && asked !== 'in-process')
    throw new Error(`BAYLINE_PROJECTIONS must be thread or in-process (got ${asked})`);
  const embedded = role === 'all' && !env.EVENTSTORE_URL && !env.MONGODB_URL && !env.REDIS_URL;
  return embedded ? asked : 'in-process';
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const role = (env.BAYLINE_ROLE ?? 'all') as Config['role'];
  if (!['all', 'command', 'query', 'projection'].includes(role))
    throw new Error(`BAYLINE_ROLE must be all, command, query or projection (got ${role})`);
  // Distributed processes must share one secret, so none may make its own: refuse to start without it.
  const distributedBy = ['EVENTSTORE_URL', 'MONGODB_URL', 'REDIS_URL'].filter((name) => env[name]);
  if (role !== 'all') distributedBy.push(`BAYLINE_ROLE=${role}`);
  if (distributedBy.length > 0 && !env.SESSION_SECRET)
    throw new Error(
      `SESSION_SECRET must be set for a distributed start (${distributedBy.join(', ')}): the same long random value in every Bayline process`,
    );
  // The same for the key exports are signed with: each process making its own would sign with keys nobody publishes.
  if (distributedBy.length > 0 && !env.BAYLINE_EXPORT_KEY)
    throw new Error(
      `BAYLINE_EXPORT_KEY must be set for a distributed start (${distributedBy.join(', ')}): the same Ed25519 private key in every Bayline process, e.g. $(openssl genpkey -algorithm ed25519 -outform DER | base64 -w0)`,
    );
  if (env.BAYLINE_EXPORT_KEY)
    try {
      exportKeyFrom(env.BAYLINE_EXPORT_KEY);
    } catch (error) {
      throw new Error(
        `BAYLINE_EXPORT_KEY must be an Ed25519 private key, PKCS#8 PEM or its DER as base64 (${(error as Error).message})`,
      );
    }
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: pathFromRoot(env.BAYLINE_DATA_DIR || 'data'),
    role,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    mongoUrl: env.MONGODB_URL || undefined,
    mongoDb: env.MONGODB_DB ?? 'bayline',
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.BAYLINE_REDIS_PREFIX || 'bayline',
    sessionSecret: env.SESSION_SECRET || undefined,
    adminToken: env.BAYLINE_ADMIN_TOKEN || undefined,
    exportKey: env.BAYLINE_EXPORT_KEY || undefined,
    seed: (env.BAYLINE_SEED ?? 'true') !== 'false',
    logLevel: env.LOG_LEVEL ?? 'warn',
    trustProxy: trustProxyOf(env.BAYLINE_TRUST_PROXY),
    webDist: pathFromRoot(env.BAYLINE_WEB_DIST || 'web/dist'),
    leaseMs: Number(env.BAYLINE_LEASE_MS ?? 15_000),
    projections: projectionsOf(env, role),
    smtpUrl: env.BAYLINE_SMTP_URL || undefined,
    mailFrom: env.BAYLINE_MAIL_FROM || 'Bayline <no-reply@bayline.invalid>',
    publicUrl: env.BAYLINE_PUBLIC_URL || undefined,
    sms: smsOf(env),
  };
}
