import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInProcessAttemptCounter, createRedisAttemptCounter } from '@bayline/platform/attempts';
import { openFileBlobStore, openGridFsBlobStore } from '@bayline/platform/blobs';
import { createInProcessChangeBus, createRedisChangeBus } from '@bayline/platform/change-bus';
import { openEventStoreDb, openLmdbEventStore } from '@bayline/platform/event-store';
import {
  createBullMqJobQueue,
  createInProcessJobQueue,
  createInProcessLock,
  createRedisLock,
} from '@bayline/platform/job-queue';
import { createOutboxMail, createSmtpMail } from '@bayline/platform/mail';
import { openLmdbReadStore, openMongoReadStore } from '@bayline/platform/read-store';
import { createOutboxSms, createProviderSms } from '@bayline/platform/sms';
import { exportKeyFrom, newExportKey } from '@bayline/query-service/audit/signature';
import { type Config, embeddedStorePaths } from './config.ts';

/** The values kept in the data folder when no setting gives them (a backup copies them with the stores). */
export const keptSecrets = ['session-secret', 'admin-token', 'export-key', 'sms-token'] as const;

/**
 * A value kept in the data folder: made once, then the same on every start (session secret, admin token, export
 * key, the SMS outbox's token).
 */
export function keptSecret(
  dataDir: string,
  name: (typeof keptSecrets)[number],
  make = () => randomBytes(32).toString('base64url'),
): string {
  const path = join(dataDir, name);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const value = make();
  writeFileSync(path, value, { mode: 0o600 });
  return value;
}

/**
 * The ports, embedded by default; each one distributed when its URL is given. `bulkLoad`: the embedded event store
 * is being filled while nothing else uses it (see openLmdbEventStore).
 */
export async function openAdapters(config: Config, { bulkLoad = false } = {}) {
  mkdirSync(config.dataDir, { recursive: true });
  const store = config.eventStoreUrl
    ? await openEventStoreDb(config.eventStoreUrl)
    : await openLmdbEventStore(embeddedStorePaths(config.dataDir).events, { bulkLoad });
  const readStore = config.mongoUrl
    ? await openMongoReadStore(config.mongoUrl, config.mongoDb)
    : await openLmdbReadStore(embeddedStorePaths(config.dataDir).readModels);
  const { redisUrl, redisPrefix } = config;
  // In-process, it also reaches the projection thread's bus (see projections.ts).
  const bus = redisUrl
    ? createRedisChangeBus(redisUrl, redisPrefix)
    : createInProcessChangeBus({ acrossThreads: config.dataDir });
  const queue = redisUrl ? createBullMqJobQueue(redisUrl, redisPrefix) : createInProcessJobQueue();
  const redisLock = redisUrl ? createRedisLock(redisUrl, redisPrefix) : undefined;
  const lock = redisLock ?? createInProcessLock();
  // Failed sign-ins and key guesses, counted across every process that shares the Redis.
  const attempts = config.redisUrl
    ? createRedisAttemptCounter(config.redisUrl, redisPrefix)
    : createInProcessAttemptCounter();
  // Invitations and reset links: to an SMTP server when one is named, else kept in the data folder's outbox.
  const mail = config.smtpUrl
    ? createSmtpMail({ url: config.smtpUrl, from: config.mailFrom })
    : createOutboxMail(embeddedStorePaths(config.dataDir).outbox, config.mailFrom);
  // Media files: in MongoDB's GridFS beside the read models when distributed, else in the data folder.
  const blobs = config.mongoUrl
    ? await openGridFsBlobStore(config.mongoUrl, config.mongoDb)
    : await openFileBlobStore(embeddedStorePaths(config.dataDir).blobs);
  // Texts: to the provider when one is named, else kept in the data folder's SMS outbox, whose simulated replies
  // are signed with a token kept there too.
  const sms = config.sms
    ? createProviderSms(config.sms)
    : createOutboxSms(embeddedStorePaths(config.dataDir).smsOutbox, keptSecret(config.dataDir, 'sms-token'));
  return {
    store,
    readStore,
    blobs,
    bus,
    queue,
    lock,
    attempts,
    mail,
    sms,
    sessionSecret: config.sessionSecret ?? keptSecret(config.dataDir, 'session-secret'),
    // History exports are signed with it, so it is the installation's as the session secret is.
    exportKey: exportKeyFrom(config.exportKey ?? keptSecret(config.dataDir, 'export-key', newExportKey)),
    async close() {
      await mail.close();
      await blobs.close();
      await sms.close();
      await queue.close();
      await attempts.close();
      await redisLock?.close();
      await bus.close();
      await readStore.close();
      await store.close();
    },
  };
}

export type Adapters = Awaited<ReturnType<typeof openAdapters>>;
