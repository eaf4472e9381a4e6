import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, jobBodies } from './testing/client.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'bayline-crash-'));
const children: ChildProcess[] = [];

/** Starts `npm start`'s entry point as its own process on the data folder; resolves with its URL. */
function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
    env: { ...process.env, BAYLINE_DATA_DIR: dataDir, PORT: '0', BAYLINE_SEED_JOBS: '6', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1], child });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

async function caughtUp(url: string) {
  // Projector states are shown to the admin token (made by the first start) or an owner's session.
  const headers = { 'x-bayline-admin-token': readFileSync(join(dataDir, 'admin-token'), 'utf8').trim() };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const health = (await (await fetch(`${url}/health`, { headers })).json()) as {
      head: number;
      projectors: { lag: number; status: string; position: number }[];
    };
    if (health.projectors.every((p: { lag: number; status: string }) => p.lag === 0 && p.status === 'live'))
      return health;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('projections did not catch up');
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('killing the server mid-work', () => {
  it('keeps every acknowledged create, and the read models equal a full rebuild', { timeout: 180_000 }, async () => {
    const first = await startServer();
    // The seeded first start reports every projector live and at the head.
    const seeded = await caughtUp(first.url);
    expect(seeded.projectors.every((p) => p.position === seeded.head)).toBe(true);
    const client = apiClient(first.url);
    await client.login('demo@bayline.test');
    // Each on a day of its own: a day takes no more of the class's jobs than its capacity.
    const jobBody = await jobBodies(client);
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        try {
          const response = await client.post(
            '/api/production/v1/jobadmins',
            jobBody({ clientName: `Crash ${w}-${i}` }),
          );
          if (response.status === 201 && !killed) acknowledged.push(response.json.jobAdmin.jobAdminId);
        } catch {
          return;
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    while (acknowledged.length < 120) await new Promise((r) => setTimeout(r, 5));
    const ackedBeforeKill = [...acknowledged];
    killed = true;
    const gone = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await Promise.all([gone, ...writers]);

    const second = await startServer();
    await caughtUp(second.url);
    const after = apiClient(second.url);
    await after.login('demo@bayline.test');
    const board = (await after.get('/api/production/v1/JobAdmins/open')).json as { jobAdminId: string }[];
    const onBoard = new Set(board.map((j) => j.jobAdminId));
    expect(ackedBeforeKill.filter((id) => !onBoard.has(id))).toEqual([]);

    const token = readFileSync(join(dataDir, 'admin-token'), 'utf8').trim();
    const rebuild = await fetch(`${second.url}/admin/rebuild/all`, {
      method: 'POST',
      headers: { 'x-bayline-admin-token': token },
    });
    expect((await rebuild.text()).trim().split('\n').at(-1)).toBe('done');
    const rebuilt = (await after.get('/api/production/v1/JobAdmins/open')).json;
    expect(rebuilt).toEqual(board);
    const health = await caughtUp(second.url);
    expect(new Set(health.projectors.map((p: { position: number }) => p.position))).toEqual(new Set([health.head]));
  });
});
