import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeSmsProvider } from '@bayline/platform/testing/fake-sms-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, validJobBody } from './testing/client.ts';
import { type BaylineProcess, eventually, healthy, startBaylineProcess } from './testing/processes.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'bayline-text-crash-'));
const started: BaylineProcess[] = [];
let provider: Awaited<ReturnType<typeof fakeSmsProvider>> | undefined;

/** `npm start`'s entry point on the data folder, texting through the fake provider; resolves once it answers. */
async function start() {
  const bayline = await startBaylineProcess({
    BAYLINE_DATA_DIR: dataDir,
    BAYLINE_SEED_JOBS: '2',
    BAYLINE_SMS_URL: provider!.url,
    BAYLINE_SMS_ACCOUNT: provider!.account,
    BAYLINE_SMS_TOKEN: provider!.token,
  });
  started.push(bayline);
  await healthy(bayline);
  const client = apiClient(bayline.url);
  expect((await client.login('demo@bayline.test')).status).toBe(200);
  expect((await client.put('/api/identity/v1/locations/select/HARBOR')).status).toBe(200);
  return { bayline, client };
}

afterAll(async () => {
  for (const bayline of started) bayline.child.kill('SIGKILL');
  await provider?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('killing the server while texts are queued', () => {
  it('sends every acknowledged text exactly once after the restart', { timeout: 240_000 }, async () => {
    provider = await fakeSmsProvider();
    const first = await start();
    const created = await first.client.post(
      '/api/production/v1/jobadmins',
      await validJobBody(first.client, { clientCellular: '(510) 555-0123' }),
    );
    const jobAdminId = created.json.jobAdmin.jobAdminId as string;
    const send = async (message: string) => {
      const sent = await first.client.post('/api/messaging/v1/Messages/sms', {
        phoneNumber: '5105550123',
        jobAdminId,
        message,
      });
      expect(sent.status).toBe(204);
    };

    // Three the provider takes but whose answers never arrive, then three it cannot take yet: all still Queued
    // when the process dies (the first retry waits 2 s).
    provider.loseAnswers(3);
    for (const n of [1, 2, 3]) await send(`Taken ${n}`);
    await eventually(async () => expect(provider!.texts).toHaveLength(3), 5_000, 5);
    provider.failNext(1_000);
    for (const n of [1, 2, 3]) await send(`Not yet ${n}`);
    first.bayline.child.kill('SIGKILL');
    await first.bayline.exited;

    provider.failNext(0);
    const second = await start();
    const thread = await eventually(async () => {
      const texts = (await second.client.get(`/api/messaging/v1/Messages/byjob/${jobAdminId}`)).json as {
        body: string;
        status: string;
      }[];
      expect(texts.map((t) => t.status)).toEqual(Array(6).fill('Sent'));
      return texts;
    }, 30_000);
    expect(thread.map((t) => t.body).sort()).toEqual(
      ['Not yet 1', 'Not yet 2', 'Not yet 3', 'Taken 1', 'Taken 2', 'Taken 3'].sort(),
    );
    expect(provider.texts.map((t) => t.body).sort()).toEqual(thread.map((t) => t.body).sort());
  });
});
