import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { positionHeader } from '@bayline/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/client.ts';
import { type BaylineProcess, eventually, startBaylineProcess } from '../testing/processes.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'bayline-stop-'));
const processes: BaylineProcess[] = [];

afterAll(async () => {
  for (const p of processes) p.child.kill('SIGKILL');
  await Promise.all(processes.map((p) => p.exited));
  rmSync(dataDir, { recursive: true, force: true });
});

/** A started, seeded Bayline with a signed-in client, and a read that waits (5 s, then 504) for a position never reached. */
async function startWithWaitingRead() {
  const bayline = await startBaylineProcess({ BAYLINE_DATA_DIR: dataDir, BAYLINE_SEED_JOBS: '3' });
  processes.push(bayline);
  await eventually(async () => expect(bayline.output()).toContain('is running at'));
  const client = apiClient(bayline.url);
  expect((await client.login('demo@bayline.test')).status).toBe(200);
  const started = Date.now();
  const waitingRead = fetch(`${bayline.url}/api/identity/v1/users`, {
    headers: { cookie: client.cookie, [positionHeader]: String(1e9) },
  }).then(
    (response) => ({ status: response.status, afterMs: Date.now() - started }),
    () => ({ status: 0, afterMs: Date.now() - started }),
  );
  // Let the read reach its wait before the signal comes.
  await new Promise((r) => setTimeout(r, 500));
  return { bayline, client, waitingRead };
}

describe('stopping on SIGTERM', () => {
  it('finishes the requests in flight, ends live streams, then exits 0', { timeout: 120_000 }, async () => {
    const { bayline, client, waitingRead } = await startWithWaitingRead();
    const hub = await fetch(`${bayline.url}/updateHub`, { headers: { cookie: client.cookie } });
    expect(hub.status).toBe(200);
    const stream = hub.body!.getReader();
    await stream.read();

    bayline.child.kill('SIGTERM');
    // The live stream is ended by the server rather than left to hold the stop open.
    const ended = (async () => {
      while (!(await stream.read()).done);
      return true;
    })();
    expect(await ended).toBe(true);
    // The read in flight still gets its answer (the 504 its wait ends in), not a dropped connection.
    expect(await waitingRead).toMatchObject({ status: 504 });
    expect(await bayline.exited).toBe(0);
    expect(bayline.output()).toContain('SIGTERM: stopping');
  });

  it('exits at once, with 1, on a second signal a second later', { timeout: 120_000 }, async () => {
    const { bayline, waitingRead } = await startWithWaitingRead();
    bayline.child.kill('SIGTERM');
    await eventually(async () => expect(bayline.output()).toContain('SIGTERM: stopping'));
    // Past the second in which a repeated signal is the same stop (npm forwarding the terminal's Ctrl-C).
    await new Promise((r) => setTimeout(r, 1_200));
    bayline.child.kill('SIGTERM');
    expect(await bayline.exited).toBe(1);
    // It did not wait for the read, which would have answered 504 after 5 s.
    const read = await waitingRead;
    expect(read.status).toBe(0);
    expect(read.afterMs).toBeLessThan(5_000);
  });
});
