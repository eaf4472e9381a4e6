import {
  addDays,
  type Badge,
  type HistoryEntry,
  type JobAtMoment,
  type JobComparison,
  type JobFolderView,
  type JobHistory,
  systemNoteCategoryId,
} from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { signedIn, validJobBody } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';
const audit = '/api/audit/v1';
const { bayline, owner } = localShop({ jobsPerLocation: 4, users: { owner: 'demo@bayline.test' } });

/** A new BAYVIEW job moved to Body (Bay 2), given a later Scheduled Out, a badge state and a note. */
async function jobWithAHistory() {
  const created = await owner.post(`${production}/jobadmins`, await validJobBody(owner));
  expect(created.status).toBe(201);
  const { jobAdminId } = created.json.jobAdmin;
  const moved = await owner.put(`${production}/jobadmins/${jobAdminId}/department`, {
    departmentShortName: 'BODY',
    subdepartmentShortName: 'BAY2',
  });
  expect(moved.status).toBe(200);
  const folder: JobFolderView = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json;
  const later = `${addDays(folder.scheduledOut!.slice(0, 10), 2)}T00:00:00`;
  const saved = await owner.put(`${production}/jobadmins/asfolder`, { ...folder, scheduledOut: later });
  expect(saved.status).toBe(200);
  const badges: Badge[] = (await owner.get(`${production}/badges`)).json;
  const rental = badges.find((b) => b.description === 'Rental')!;
  expect(
    (await owner.put(`${production}/jobadmins/jobbadge/${jobAdminId}`, { badgeId: rental.badgeId, state: 3 })).status,
  ).toBe(200);
  const note = await owner.post(`${production}/jobadmins/${jobAdminId}/jobhistory`, {
    notes: 'Customer called about the rental',
    noteCategoryId: systemNoteCategoryId,
  });
  expect(note.status).toBe(201);
  return { jobAdminId: jobAdminId as string, before: folder.scheduledOut, after: later };
}

const historyOf = async (jobAdminId: string, query = '', client = owner) =>
  client.get(`${audit}/jobs/${jobAdminId}/history${query}`);

/** The entries the scenario's own changes make (a new job's class badges and assignees left out). */
const scenario = new Set(['created', 'moved', 'fieldChanged', 'badgeState', 'noteAdded']);
const told = (entries: HistoryEntry[]) =>
  entries.map((e) => [e.kind, e.subject, e.place, e.before, e.after].filter((v) => v !== null).join(' | '));

describe('a job’s history', () => {
  it('tells every change, newest first by default, with who, when, and the values before and after by name', async () => {
    const { jobAdminId, before, after } = await jobWithAHistory();
    const answer = await historyOf(jobAdminId);
    expect(answer.status).toBe(200);
    const history: JobHistory = answer.json;
    expect(told(history.entries.filter((e) => scenario.has(e.kind)))).toEqual([
      'noteAdded | System | Customer called about the rental',
      'badgeState | Rental | Inactive | Alert',
      `fieldChanged | scheduledOut | ${before} | ${after}`,
      'moved | Estimate | Body (Bay 2)',
      'created | Estimate',
    ]);
    expect(history.entries.at(-1)!.kind).toBe('created');
    expect(history.entries.every((e) => e.actor.name === 'Dana Reyes')).toBe(true);
    expect(history.people).toEqual([{ userId: history.entries[0]?.actor.userId, name: 'Dana Reyes' }]);
    const positions = history.entries.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(history.head).toBe(positions[0]);

    const oldest: JobHistory = (await historyOf(jobAdminId, '?order=oldest')).json;
    expect(oldest.entries.map((e) => e.id)).toEqual(history.entries.map((e) => e.id).reverse());
  });

  it('filters by kind of change, by person and by search text', async () => {
    const { jobAdminId } = await jobWithAHistory();
    const manager = await signedIn(bayline.url, 'manager@bayline.test', 'BAYVIEW');
    const folder = (await manager.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json;
    expect((await manager.put(`${production}/jobadmins/asfolder`, { ...folder, make: 'Honda' })).status).toBe(200);

    const byKind: JobHistory = (await historyOf(jobAdminId, '?category=department')).json;
    expect(byKind.entries.map((e) => e.kind)).toEqual(['moved', 'created']);
    const all: JobHistory = (await historyOf(jobAdminId)).json;
    const chris = all.people.find((p) => p.name === 'Chris Walsh')!;
    expect(all.people.map((p) => p.name)).toEqual(['Chris Walsh', 'Dana Reyes']);
    const byPerson: JobHistory = (await historyOf(jobAdminId, `?userId=${chris.userId}`)).json;
    expect(told(byPerson.entries)).toEqual(['fieldChanged | make | Toyota | Honda']);
    const searched: JobHistory = (await historyOf(jobAdminId, '?search=rental')).json;
    expect(searched.entries.map((e) => e.kind)).toEqual(['noteAdded', 'badgeState', 'badgeAdded']);
  });

  it('names things as the settings had them then, though renamed since', async () => {
    const { jobAdminId } = await jobWithAHistory();
    const departments = await owner.read(`${production}/departments/settings`);
    const rename = (from: string, to: string) =>
      departments.json.map((d: { name: string }) => (d.name === from ? { ...d, name: to } : d));
    const renamed = await owner.put(`${production}/departments/settings`, rename('Body', 'Bodywork'));
    expect(renamed.status).toBe(200);
    try {
      const history: JobHistory = (await historyOf(jobAdminId)).json;
      expect(history.entries.find((e) => e.kind === 'moved')).toMatchObject({ after: 'Body (Bay 2)' });
      const now: JobAtMoment = (await owner.get(`${audit}/jobs/${jobAdminId}/moment?at=${new Date().toISOString()}`))
        .json;
      // The job's newest change came before the rename: the folder shows it as it was then.
      expect(now.folder.departmentName).toBe('Body');
    } finally {
      const back = await owner.read(`${production}/departments/settings`);
      const restored = back.json.map((d: { name: string }) => (d.name === 'Bodywork' ? { ...d, name: 'Body' } : d));
      expect((await owner.put(`${production}/departments/settings`, restored)).status).toBe(200);
    }
  });
});

describe('the job at a moment', () => {
  it('shows the folder as it stood before the move, and steps to the next change', async () => {
    const { jobAdminId, before } = await jobWithAHistory();
    const history: JobHistory = (await historyOf(jobAdminId, '?order=oldest')).json;
    const move = history.entries.find((e) => e.kind === 'moved')!;
    const beforeMove = history.entries.filter((e) => e.position < move.position).at(-1)!;

    const then = await owner.get(`${audit}/jobs/${jobAdminId}/moment?position=${move.position - 1}`);
    expect(then.status).toBe(200);
    const atThen: JobAtMoment = then.json;
    expect(atThen).toMatchObject({ position: beforeMove.position, next: move.position });
    expect(atThen.folder).toMatchObject({
      departmentName: 'Estimate',
      subdepartmentName: null,
      fields: { clientName: 'Test Customer', scheduledOut: before, make: 'Toyota' },
      notes: [],
    });
    // Rental was put on the job after the move.
    expect(atThen.folder.badges.map((b) => b.name)).not.toContain('Rental');
    expect(atThen.jobClasses.map((c) => c.jobClassId)).toContain(atThen.folder.fields.jobClassId);

    const next: JobAtMoment = (await owner.get(`${audit}/jobs/${jobAdminId}/moment?position=${atThen.next}`)).json;
    expect(next).toMatchObject({
      position: move.position,
      previous: beforeMove.position,
      folder: { departmentName: 'Body', subdepartmentName: 'Bay 2' },
      actor: { name: 'Dana Reyes' },
    });
    const byTime: JobAtMoment = (
      await owner.get(`${audit}/jobs/${jobAdminId}/moment?at=${encodeURIComponent(move.at)}`)
    ).json;
    expect(byTime.position).toBe(move.position);

    const last: JobAtMoment = (await owner.get(`${audit}/jobs/${jobAdminId}/moment?position=${history.head}`)).json;
    expect(last).toMatchObject({ next: null });
    // Newest first: the note written, then the System notes told from the badge state and Scheduled Out.
    expect(last.folder.notes.map((n) => n.notes)).toEqual([
      'Customer called about the rental',
      'Updated Rental badge state to Alert',
      expect.stringMatching(/^The Scheduled Out date was changed to /),
    ]);
    expect(last.folder.badges).toContainEqual(expect.objectContaining({ name: 'Rental', state: 'Alert' }));
  });

  it('refuses a moment beyond the log’s head (400), before the job existed (404), and a malformed one (400)', async () => {
    const { jobAdminId } = await jobWithAHistory();
    const head = await bayline.adapters.store.headPosition();
    const beyond = await owner.get(`${audit}/jobs/${jobAdminId}/moment?position=${head + 1000}`);
    expect(beyond.status).toBe(400);
    expect(beyond.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(beyond.json.errors).toEqual([
      { field: 'position', message: `Position must be at most ${head}, the newest there is` },
    ]);
    const history: JobHistory = (await historyOf(jobAdminId, '?order=oldest')).json;
    const created = itemAt(history.entries, 0).position;
    const early = await owner.get(`${audit}/jobs/${jobAdminId}/moment?position=${created - 1}`);
    expect(early.status).toBe(404);
    expect(early.json).toMatchObject({
      title: 'The job did not exist yet at that moment',
      detail: `It was created at position ${created}.`,
    });
    const future = await owner.get(`${audit}/jobs/${jobAdminId}/moment?at=2999-01-01T00:00:00Z`);
    expect(future.status).toBe(400);
    expect(future.json.errors).toEqual([{ field: 'at', message: 'Time must not be after now' }]);
    for (const query of ['', '?position=1&at=2026-01-01T00:00:00Z', '?position=0', '?position=x1', '?at=yesterday'])
      expect((await owner.get(`${audit}/jobs/${jobAdminId}/moment${query}`)).status, query).toBe(400);
    const french = await owner.get(`${audit}/jobs/${jobAdminId}/moment?position=${created - 1}`, {
      'accept-language': 'fr',
    });
    expect(french.json.title).toBe('Le travail n’existait pas encore à ce moment-là');
  });
});

describe('two moments compared', () => {
  it('tells field by field what changed between them', async () => {
    const { jobAdminId, before, after } = await jobWithAHistory();
    const history: JobHistory = (await historyOf(jobAdminId, '?order=oldest')).json;
    const move = history.entries.find((e) => e.kind === 'moved')!;
    const answer = await owner.get(`${audit}/jobs/${jobAdminId}/compare?from=${move.position - 1}&to=${history.head}`);
    expect(answer.status).toBe(200);
    const comparison: JobComparison = answer.json;
    expect(comparison.to.position).toBe(history.head);
    const changes = comparison.changes.map((c) => [c.section, c.key, c.subject, c.before, c.after]);
    expect(changes).toContainEqual(['fields', 'scheduledOut', null, before, after]);
    expect(changes).toContainEqual(['job', 'departmentName', null, 'Estimate', 'Body']);
    expect(changes).toContainEqual(['job', 'subdepartmentName', null, null, 'Bay 2']);
    expect(comparison.changes).toContainEqual(
      expect.objectContaining({ section: 'badges', subject: 'Rental', before: null, after: 'Alert' }),
    );
    expect(comparison.changes).toContainEqual(
      expect.objectContaining({ section: 'notes', before: null, after: 'Customer called about the rental' }),
    );
    expect(comparison.changes.some((c) => c.key === 'clientName')).toBe(false);
    const same: JobComparison = (
      await owner.get(`${audit}/jobs/${jobAdminId}/compare?from=${history.head}&to=${history.head}`)
    ).json;
    expect(same.changes).toEqual([]);

    const head = await bayline.adapters.store.headPosition();
    const beyond = await owner.get(`${audit}/jobs/${jobAdminId}/compare?from=${head + 1}&to=${head + 2}`);
    expect(beyond.status).toBe(400);
    expect(beyond.json.errors.map((e: { field: string }) => e.field)).toEqual(['from', 'to']);
  });
});

describe('who may audit', () => {
  it('refuses every audit call to a user without the audit right, and answers one who has it', async () => {
    const { jobAdminId } = await jobWithAHistory();
    const tech = await signedIn(bayline.url, 'tech@bayline.test');
    const manager = await signedIn(bayline.url, 'manager@bayline.test', 'BAYVIEW');
    const { jobAdminInt } = (await historyOf(jobAdminId)).json;
    const calls = [
      `${audit}/jobs/bynumber/${jobAdminInt}`,
      `${audit}/jobs/${jobAdminId}/history`,
      `${audit}/jobs/${jobAdminId}/moment?at=${new Date().toISOString()}`,
      `${audit}/jobs/${jobAdminId}/compare?from=1&to=2`,
      `${audit}/jobs/${jobAdminId}/export?format=json`,
    ] as const;
    for (const call of calls) {
      const refused = await tech.get(call);
      expect(refused.status, call).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
    expect((await manager.get(calls[0])).json).toMatchObject({ jobAdminId, jobAdminInt, clientName: 'Test Customer' });
    expect((await manager.get(calls[1])).status).toBe(200);
  });

  it('answers another location’s job as an unknown one', async () => {
    const harbor = await signedIn(bayline.url, 'demo@bayline.test', 'HARBOR');
    const created = await harbor.post(`${production}/jobadmins`, await validJobBody(harbor));
    const { jobAdminId, jobAdminInt } = created.json.jobAdmin;
    const bayview = await signedIn(bayline.url, 'demo@bayline.test', 'BAYVIEW');
    for (const call of [
      `/jobs/${jobAdminId}/history`,
      `/jobs/${jobAdminId}/moment?position=1`,
      `/jobs/${jobAdminId}/compare?from=1&to=1`,
      `/jobs/${jobAdminId}/export?format=pdf`,
      `/jobs/${'0'.repeat(8)}-0000-4000-8000-000000000000/history`,
    ]) {
      const answer = await bayview.get(`${audit}${call}`);
      expect(answer.status, call).toBe(404);
      expect(answer.json.title).toBe('Job not found');
    }
    // Its number, if BAYVIEW has no such job, is unknown there too.
    const byNumber = await bayview.get(`${audit}/jobs/bynumber/${jobAdminInt}`);
    expect(byNumber.json?.jobAdminId).not.toBe(jobAdminId);
  });
});

describe('old and new event versions', () => {
  it('tells a move stored at schema version 1 as it tells one at version 2', async () => {
    const { jobAdminId } = await jobWithAHistory();
    const store = bayline.adapters.store;
    const created = itemAt(await store.readStream(`job-${jobAdminId}`), 0);
    await store.append(
      `job-${jobAdminId}`,
      [
        {
          type: 'JobMovedToDepartment',
          data: {
            jobAdminId,
            fromDepartmentShortName: 'BODY',
            toDepartmentShortName: 'PAINT',
            toDepartmentId: (await owner.get(`${production}/departments`)).json.find(
              (d: { shortName: string }) => d.shortName === 'PAINT',
            ).departmentId,
            subdepartmentShortName: null,
          },
          metadata: {
            ...created.metadata,
            at: new Date().toISOString(),
            correlationId: 'old-version',
            schemaVersion: 1,
          },
        },
      ],
      { expectedVersion: 'any' },
    );
    const history: JobHistory = (await historyOf(jobAdminId)).json;
    expect(told(history.entries.slice(0, 1))).toEqual(['moved | Body (Bay 2) | Paint']);
    const now: JobAtMoment = (await owner.get(`${audit}/jobs/${jobAdminId}/moment?position=${history.head}`)).json;
    expect(now.folder).toMatchObject({ departmentName: 'Paint', subdepartmentName: null });
    // The read model's projector reads it the same way.
    await bayline.bayline.runner!.caughtUp();
    expect((await owner.get(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json).toMatchObject({
      departmentShortName: 'PAINT',
      subdepartmentShortName: null,
    });
  });
});

describe('while a projector is stopped', () => {
  it('still tells the newest change, read from the log rather than a read model', async () => {
    const { jobAdminId } = await jobWithAHistory();
    await bayline.bayline.runner!.stop();
    const moved = await owner.put(`${production}/jobadmins/${jobAdminId}/department`, { departmentShortName: 'PAINT' });
    expect(moved.status).toBe(200);
    const history: JobHistory = (await historyOf(jobAdminId)).json;
    expect(told(history.entries.slice(0, 1))).toEqual(['moved | Body (Bay 2) | Paint']);
    const now: JobAtMoment = (await owner.get(`${audit}/jobs/${jobAdminId}/moment?position=${history.head}`)).json;
    expect(now.folder.departmentName).toBe('Paint');
  });
});
