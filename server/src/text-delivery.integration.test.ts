import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TextRetries } from '@bayline/command-service';
import { notificationsStream } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { closeRedis, connectRedis } from '@bayline/platform/redis-client';
import { fakeSmsProvider } from '@bayline/platform/testing/fake-sms-provider';
import { redisForTests } from '@bayline/platform/testing/gates';
import { newExportKey } from '@bayline/query-service/audit/signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBayline, startLocalBayline } from './local.ts';
import { type ApiClient, apiClient, validJobBody } from './testing/client.ts';
import { filesForm, postForm } from './testing/media.ts';

const messaging = '/api/messaging/v1';
const production = '/api/production/v1';
/** Three tries, 100 ms then 200 ms apart: short enough for a test, long enough to measure. */
const retries = { attempts: 3, backoffMs: 100 };

/** The suite over one job queue: the in-process one, or BullMQ (with a Redis of this run's own prefix). */
function deliverySuite(queueName: string, queueEnv: Record<string, string>) {
  let provider: Awaited<ReturnType<typeof fakeSmsProvider>>;
  let dataDir: string;
  let bayline: LocalBayline;
  let owner: ApiClient;
  let jobAdminId: string;

  const env = () => ({
    ...queueEnv,
    BAYLINE_SMS_URL: provider.url,
    BAYLINE_SMS_ACCOUNT: provider.account,
    BAYLINE_SMS_TOKEN: provider.token,
  });

  /** Bayline on the suite's data folder, texts tried as `textRetries` says, and its owner signed in at Harbor. */
  async function start(textRetries: TextRetries) {
    bayline = await startLocalBayline({ jobsPerLocation: 2, dataDir, env: env(), textRetries });
    owner = apiClient(bayline.url);
    expect((await owner.login('demo@bayline.test')).status).toBe(200);
    expect((await owner.put('/api/identity/v1/locations/select/HARBOR')).status).toBe(200);
  }

  /** Stops Bayline, keeping its data, and starts it again. */
  async function restart(textRetries: TextRetries) {
    await bayline.close({ keepData: true });
    await start(textRetries);
  }

  async function sendText(message: string) {
    const sent = await owner.post(`${messaging}/Messages/sms`, { phoneNumber: '5105550123', jobAdminId, message });
    expect(sent.status).toBe(204);
  }

  /** The job's thread once `message` is no longer Queued (the queue sends after the command answered). */
  async function settled(client: ApiClient, message: string, ms = 15_000) {
    const until = Date.now() + ms;
    for (;;) {
      const thread = (await client.read(`${messaging}/Messages/byjob/${jobAdminId}`)).json as {
        body: string;
        status: string;
        failedReason: string | null;
        messageHistoryId: string;
      }[];
      const text = thread.find((t) => t.body === message);
      if ((text && text.status !== 'Queued') || Date.now() > until) return text;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const textsTo = (message: string) => provider.texts.filter((t) => t.body === message);

  beforeAll(async () => {
    provider = await fakeSmsProvider();
    dataDir = mkdtempSync(join(tmpdir(), 'bayline-texts-'));
    await start(retries);
    const created = await owner.post(
      '/api/production/v1/jobadmins',
      await validJobBody(owner, { clientCellular: '(510) 555-0123' }),
    );
    jobAdminId = created.json.jobAdmin.jobAdminId;
  }, 120_000);
  afterAll(async () => {
    await bayline?.close();
    await provider?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe(`sending texts through a provider that fails (${queueName})`, () => {
    it('retries with a doubling wait, then shows the text Failed with the reason; a retry sends it once', async () => {
      provider.failNext(retries.attempts);
      const startedAt = Date.now();
      await sendText('Your estimate is ready');
      const failed = await settled(owner, 'Your estimate is ready');
      expect(failed).toMatchObject({
        status: 'Failed',
        failedReason: 'The SMS provider answered 503: The provider is unavailable',
      });
      // Three tries: the waits between them (100 ms, then 200 ms) add up to 300 ms at least.
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(retries.backoffMs * 3);
      expect(textsTo('Your estimate is ready')).toEqual([]);
      // The queue keeps the job among its failed ones (the dead letters), with the reason; the first job of this queue.
      expect(await bayline.adapters.queue.status('text-send:1')).toMatchObject({
        state: 'failed',
        attemptsMade: retries.attempts,
        failedReason: 'The SMS provider answered 503: The provider is unavailable',
      });

      const retried = await owner.post(`${messaging}/Messages/${failed!.messageHistoryId}/retry`);
      expect(retried.status).toBe(204);
      expect(await settled(owner, 'Your estimate is ready')).toMatchObject({ status: 'Sent', failedReason: null });
      expect(textsTo('Your estimate is ready')).toHaveLength(1);
      // Only a failed text is sent again.
      const again = await owner.post(`${messaging}/Messages/${failed!.messageHistoryId}/retry`);
      expect(again.status).toBe(409);
    });

    // Bayline has no public address here (BAYLINE_PUBLIC_URL unset): the provider could not fetch a link to the
    // address it listens on, so the text goes without its files' links.
    it('sends a text carrying a file without the link, when Bayline has no public address', async () => {
      const pdf = { name: 'quote.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') };
      const up = await postForm(`${bayline.url}/api/media/v1/upload/${jobAdminId}`, owner.cookie, filesForm([pdf]));
      expect(up.status).toBe(201);
      const sent = await owner.post(`${messaging}/Messages/sms`, {
        phoneNumber: '5105550123',
        jobAdminId,
        message: 'Your quote is attached',
        attachments: [{ mediaId: up.json[0].mediaId }],
      });
      expect(sent.status).toBe(204);
      expect(await settled(owner, 'Your quote is attached')).toMatchObject({ status: 'Sent' });
      expect(textsTo('Your quote is attached')).toEqual([expect.objectContaining({ mediaUrls: [] })]);
    });

    it('sends once when the provider took the text but its answer was lost', async () => {
      provider.loseAnswers(1);
      await sendText('Parts arrived');
      expect(await settled(owner, 'Parts arrived')).toMatchObject({ status: 'Sent' });
      expect(textsTo('Parts arrived')).toHaveLength(1);
    });

    it('fails at once, without retrying, a text the provider refuses for good', async () => {
      provider.failNext(1, 400);
      await sendText('Wrong number?');
      expect(await settled(owner, 'Wrong number?')).toMatchObject({
        status: 'Failed',
        failedReason: 'The SMS provider answered 400: The provider is unavailable',
      });
    });

    // BullMQ keeps its jobs in Redis over a restart (the retry comes when its wait is over); the in-process queue
    // forgets them, and the texts' process manager queues them again from its checkpointed log.
    it.skipIf(queueName !== 'in-process')('sends a text queued before a restart exactly once after it', async () => {
      // The provider takes the text but Bayline never hears back, and its next try is far off when it stops.
      await restart({ attempts: 3, backoffMs: 60_000 });
      provider.loseAnswers(1);
      await sendText('Ready at 5');
      const until = Date.now() + 10_000;
      while (textsTo('Ready at 5').length === 0 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(textsTo('Ready at 5')).toHaveLength(1);
      expect(await settled(owner, 'Ready at 5', 300)).toMatchObject({ status: 'Queued' });

      await restart(retries);
      expect(await settled(owner, 'Ready at 5')).toMatchObject({ status: 'Sent' });
      expect(textsTo('Ready at 5')).toHaveLength(1);
    });
  });

  describe(`staff notices through a provider that fails (${queueName})`, () => {
    let badgeId: string;
    let contactId: string;

    /** The job's badge into Alert, then Critical (whose contact is told): the id of the notice that sets off. */
    async function critical() {
      for (const state of [3, 4]) {
        const changed = await owner.put(`${production}/jobadmins/jobbadge/${jobAdminId}`, { badgeId, state });
        expect(changed.status).toBe(200);
      }
      const changed = (await bayline.adapters.store.readStream(`job-${jobAdminId}`)).at(-1)!;
      return `${changed.id}-${contactId}`;
    }

    /** What the location's notices stream holds of one notice: its events' types, a failure with its reason. */
    async function decisions(notificationId: string) {
      const events = await bayline.adapters.store.readStream(notificationsStream('HARBOR'));
      return events
        .filter((e) => e.data.notificationId === notificationId)
        .map((e) => (e.data.reason ? `${e.type}: ${e.data.reason}` : e.type));
    }

    const noticeTexts = (notificationId: string) => provider.texts.filter((t) => t.idempotencyKey === notificationId);
    const aMoment = () => new Promise((resolve) => setTimeout(resolve, 1_000));

    beforeAll(async () => {
      // Staff are told at any hour on any day, so the suite does not depend on when it runs.
      const view = (await owner.read(`${production}/locations/settings`)).json;
      const everyDay = Object.fromEntries(
        ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => [
          `doNotify${d}`,
          true,
        ]),
      );
      const allDay = { ...view, ...everyDay, notifyStart: '00:00', notifyEnd: '00:00' };
      expect((await owner.put(`${production}/locations/settings`, allDay)).status).toBe(200);
      const contacts = (await owner.get(`${production}/contacts`)).json as { contactId: string; cellular: string }[];
      contactId = contacts.find((c) => c.cellular)!.contactId;
      const badges = (await owner.read(`${production}/badges`)).json as {
        badgeId: string;
        badgeStates: { state: number }[];
      }[];
      badgeId = itemAt(badges, 0).badgeId;
      const told = (states: { state: number }[]) =>
        states.map((s) => (s.state === 4 ? { ...s, badgeNotifications: [{ contactId }] } : s));
      const withContact = badges.map((b) => (b.badgeId === badgeId ? { ...b, badgeStates: told(b.badgeStates) } : b));
      expect((await owner.put(`${production}/badges`, withContact)).status).toBe(200);
    });

    it.each([
      ['refuses for good, at once', 1, 400],
      ['fails every try, after the last', retries.attempts, 503],
    ])(
      'records a notice the provider %s, as failed with its reason, and texts it never',
      async (_how, failures, status) => {
        provider.failNext(failures, status);
        const notice = await critical();
        const reason = `The SMS provider answered ${status}: The provider is unavailable`;
        await expect
          .poll(() => decisions(notice), { timeout: 15_000 })
          .toEqual(['StaffNotified', `StaffNotificationFailed: ${reason}`]);
        expect(noticeTexts(notice)).toEqual([]);
      },
    );

    it('texts a notice once when the provider took it but its answer was lost', async () => {
      provider.loseAnswers(1);
      const notice = await critical();
      await expect.poll(() => noticeTexts(notice).length, { timeout: 15_000 }).toBe(1);
      await aMoment();
      expect(noticeTexts(notice)).toHaveLength(1);
      expect(await decisions(notice)).toEqual(['StaffNotified']);
    });

    // BullMQ keeps its jobs in Redis; the in-process queue forgets them, and the process manager queues them again.
    it.skipIf(queueName !== 'in-process')(
      'texts after a restart, once, a notice the stopped in-process queue still held',
      async () => {
        // The first try fails and the next is far off when Bayline stops.
        await restart({ attempts: 3, backoffMs: 60_000 });
        provider.failNext(1);
        const notice = await critical();
        await expect.poll(() => decisions(notice), { timeout: 15_000 }).toEqual(['StaffNotified']);
        await aMoment();
        expect(noticeTexts(notice)).toEqual([]);

        await restart(retries);
        await expect.poll(() => noticeTexts(notice).length, { timeout: 15_000 }).toBe(1);
        await aMoment();
        expect(noticeTexts(notice)).toHaveLength(1);
        expect(await decisions(notice)).toEqual(['StaffNotified']);
      },
      120_000,
    );
  });
}

deliverySuite('in-process', {});
const redisUrl = await redisForTests();
if (redisUrl) {
  // One prefix per run keeps runs apart and lets afterAll remove exactly what this run wrote.
  const prefix = `bayline-texts-${randomUUID()}`;
  afterAll(async () => {
    const redis = connectRedis(redisUrl, 'text-delivery-cleanup');
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 1000 })) keys.push(...batch);
    if (keys.length > 0) await redis.del(...keys);
    await closeRedis(redis);
  });
  deliverySuite('BullMQ', {
    REDIS_URL: redisUrl,
    BAYLINE_REDIS_PREFIX: prefix,
    SESSION_SECRET: 'a-secret-for-the-text-delivery-suite-only',
    BAYLINE_EXPORT_KEY: newExportKey(),
  });
}
