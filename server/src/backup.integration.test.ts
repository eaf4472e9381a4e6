import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Media, positionHeader } from '@bayline/contracts';
import { openLmdbEventStore } from '@bayline/platform/event-store/lmdb';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { adminTokenHeader } from '@bayline/platform/http';
import { afterAll, describe, expect, it } from 'vitest';
import { type BackupManifest, manifestName, restoreBackup, takeBackup } from './backup.ts';
import { configFromEnv } from './config.ts';
import { type ApiClient, apiClient, jobBodies } from './testing/client.ts';
import { filesForm, postForm } from './testing/media.ts';
import { type BaylineProcess, healthy, runCommand, startBaylineProcess } from './testing/processes.ts';

const production = '/api/production/v1';
const scratch = mkdtempSync(join(tmpdir(), 'bayline-backup-'));
const original = join(scratch, 'original');
const backup = join(scratch, 'backup');
const restored = join(scratch, 'restored');
const started: BaylineProcess[] = [];

afterAll(() => {
  for (const bayline of started) bayline.child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

/** What `npm run restore` does (here, in this process: a command's process takes seconds to start), and what it says. */
async function restoreInto(dataDir: string, { replace = false } = {}) {
  const said: string[] = [];
  const verified = await restoreBackup(configFromEnv({ BAYLINE_DATA_DIR: dataDir }), backup, { replace }, (line) =>
    said.push(line),
  );
  return { ...verified, said: said.join('\n') };
}

/** `npm start`'s entry point on a data folder (the demo seed at its smallest); resolves once it answers. */
async function start(dataDir: string) {
  const bayline = await startBaylineProcess({ BAYLINE_DATA_DIR: dataDir, BAYLINE_SEED_JOBS: '1' });
  started.push(bayline);
  await healthy(bayline);
  const owner = apiClient(bayline.url);
  const login = await owner.login('demo@bayline.test');
  expect(login.status).toBe(200);
  return { bayline, owner, locations: (login.json.locations as { shortName: string }[]).map((l) => l.shortName) };
}

async function stop(bayline: BaylineProcess) {
  bayline.child.kill('SIGTERM');
  expect(await bayline.exited).toBe(0);
}

/** Every location's board (GET JobAdmins/open) as the owner sees it, once the read models have reached `position`. */
async function boards(owner: ApiClient, locations: string[], position: number) {
  const byLocation = new Map<string, { jobAdminId: string }[]>();
  for (const location of locations) {
    expect((await owner.put(`/api/identity/v1/locations/select/${location}`)).status).toBe(200);
    const board = await owner.get(`${production}/JobAdmins/open`, { [positionHeader]: String(position) });
    expect(board.status).toBe(200);
    byLocation.set(location, board.json);
  }
  return byLocation;
}

/** The log of a stopped data folder. */
async function logOf(dataDir: string) {
  const store = await openLmdbEventStore(join(dataDir, 'events'));
  const events: RecordedEvent[] = [];
  try {
    for (
      let page = await store.readAll(0, 1_000);
      page.length > 0;
      page = await store.readAll(page.at(-1)!.position, 1_000)
    )
      events.push(...page);
  } finally {
    await store.close();
  }
  return events;
}

describe('npm run backup and npm run restore on the embedded set-up', () => {
  it('backs up while Bayline takes creates, and restores a store that starts, verifies and shows the same boards', {
    timeout: 240_000,
  }, async () => {
    const first = await start(original);
    const jobBody = await jobBodies(first.owner);
    const acknowledged: string[] = [];
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) {
        const response = await first.owner.post(`${production}/jobadmins`, jobBody({ clientName: `Backup ${w}-${i}` }));
        if (response.status !== 201) {
          writing = false;
          throw new Error(`a create was refused: ${response.status} ${response.text}`);
        }
        acknowledged.push(response.json.jobAdmin.jobAdminId);
      }
    };
    const writers = Array.from({ length: 4 }, (_, w) => writer(w));
    const untilAcknowledged = async (count: number) => {
      while (writing && acknowledged.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
      if (!writing) await Promise.all(writers);
    };
    await untilAcknowledged(100);
    // A file of a job: its blob is copied beside the log.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const uploaded = await postForm(
      `${first.bayline.url}/api/media/v1/upload/${acknowledged[0]}`,
      first.owner.cookie,
      filesForm([{ name: 'estimate.pdf', type: 'application/pdf', bytes: pdf }]),
    );
    expect(uploaded.status).toBe(201);
    const [file] = uploaded.json as Media[];

    // The mail outbox as the backup finds it while a line is being appended: the copy keeps the whole lines.
    const mailed = `${JSON.stringify({ to: 'dana@bayline.test', subject: 'Invitation' })}\n`;
    writeFileSync(join(original, 'outbox.jsonl'), `${mailed}{"to":"half`);
    const beforeBackup = [...acknowledged];
    const taken = await runCommand('backup-cli', original, backup);
    expect(taken.code, taken.output).toBe(0);
    const afterBackup = acknowledged.length;
    await expect(takeBackup(configFromEnv({ BAYLINE_DATA_DIR: original }), backup, () => {})).rejects.toThrow(
      `${backup} is not empty`,
    );
    // Creates go on after the backup: none of them may be in it.
    await untilAcknowledged(afterBackup + 20);
    writing = false;
    await Promise.all(writers);
    const notInBackup = acknowledged.slice(afterBackup);
    await stop(first.bayline);

    const manifest = JSON.parse(readFileSync(join(backup, manifestName), 'utf8')) as BackupManifest;
    expect(Object.values(manifest.checkpoints).every((checkpoint) => checkpoint <= manifest.position)).toBe(true);
    expect(manifest.mediaFiles).toBe(1);
    expect(manifest.outboxes).toEqual(['outbox.jsonl']);
    expect(manifest.secrets).toEqual(['session-secret', 'admin-token', 'export-key', 'sms-token']);

    await expect(restoreInto(original)).rejects.toThrow(/The data folder .* is not empty: .*--replace/);
    expect(existsSync(join(original, 'events', 'data.mdb'))).toBe(true);

    const restore = await restoreInto(restored);
    expect(restore).toMatchObject({ position: manifest.position, mismatches: 0, missingFiles: [] });
    expect(restore.documents).toBeGreaterThan(beforeBackup.length);
    expect(restore.said).toContain(`The read models match the log: ${restore.documents} documents`);
    expect(restore.said).toContain('Every media file the log records is present');
    // The restored log is the original's, event for event, up to the manifest's position.
    expect(readFileSync(join(restored, 'outbox.jsonl'), 'utf8')).toBe(mailed);
    const originalLog = await logOf(original);
    expect(await logOf(restored)).toEqual(originalLog.filter((event) => event.position <= manifest.position));

    const second = await start(restored);
    await expect(restoreInto(restored, { replace: true })).rejects.toThrow(
      /Another Bayline \(process \d+\) is using the data folder/,
    );

    // Signed in at the location the file's job is in.
    const download = await fetch(`${second.bayline.url}${file!.fileUri}`, { headers: { cookie: second.owner.cookie } });
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);

    const restoredBoards = await boards(second.owner, second.locations, manifest.position);
    const onBoards = new Set([...restoredBoards.values()].flat().map((card) => card.jobAdminId));
    expect(beforeBackup.filter((id) => !onBoards.has(id))).toEqual([]);
    expect(notInBackup.filter((id) => onBoards.has(id))).toEqual([]);

    // The boards are the original log's up to the backup's position projected afresh: the same after a rebuild.
    const rebuild = await fetch(`${second.bayline.url}/admin/rebuild/all`, {
      method: 'POST',
      headers: { [adminTokenHeader]: readFileSync(join(restored, 'admin-token'), 'utf8').trim() },
    });
    expect((await rebuild.text()).trim().split('\n').at(-1)).toBe('done');
    expect(await boards(second.owner, second.locations, manifest.position)).toEqual(restoredBoards);
    await stop(second.bayline);

    // --replace moves the data folder aside, whole, and restores into a fresh one.
    const replaced = await restoreInto(original, { replace: true });
    expect(replaced).toMatchObject({ position: manifest.position, mismatches: 0, missingFiles: [] });
    const [aside] = readdirSync(scratch).filter((name) => name.startsWith('original.before-restore-'));
    expect(await logOf(join(scratch, aside!))).toHaveLength(originalLog.length);
  });
});
