import {
  archiveMessages,
  type Badge,
  type BoardCard,
  EMPTY_ID,
  type Estimate,
  type FieldError,
  type JobFolderView,
  maxBadgesPerJob,
  type NoteCategory,
  systemNoteCategoryId,
  type TodoPackage,
} from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { apiClient, validJobBody } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';
const { bayline, owner } = localShop({ users: { owner: 'demo@bayline.test' } });

async function newJob(client = owner, overrides: Record<string, unknown> = {}) {
  const created = await client.post(`${production}/jobadmins`, await validJobBody(client, overrides));
  expect(created.status).toBe(201);
  return (await client.read(`${production}/JobAdmins/asfolder/${created.json.jobAdmin.jobAdminId}`)).json;
}

/** The folder as the edit form sends it back. */
const asSaved = (folder: JobFolderView, changes: Record<string, unknown> = {}) => ({
  ...folder,
  jobTodos: folder.jobTodos.map((t) => ({
    jobTodoId: t.jobTodoId,
    todoId: t.todoId,
    sortOrder: t.sortOrder,
    isCompleted: t.isCompleted,
  })),
  jobAssignments: folder.jobAssignments.map((a) => ({
    jobAssignmentId: a.jobAssignmentId,
    departmentId: a.departmentId,
    contactId: a.contactId,
    doNotify: a.doNotify,
    notifyOnly: a.notifyOnly,
  })),
  ...changes,
});

describe('the job folder', () => {
  it('saves only what changed, tells a changed scheduled out as a System note, and refuses a stale version', async () => {
    const folder = await newJob();
    expect(folder).toMatchObject({ jobTodos: [], jobAssignments: [], jobHistory: [], estimateId: null, version: 0 });
    const before = await bayline.adapters.store.headPosition();
    const unchanged = await owner.put(`${production}/JobAdmins/asfolder`, asSaved(folder));
    expect(unchanged.status).toBe(200);
    expect(await bayline.adapters.store.headPosition()).toBe(before);

    const scheduledOut = folder.scheduledOut.replace(
      /-(\d\d)T/,
      (_: string, d: string) => `-${String(Number(d) + 1).padStart(2, '0')}T`,
    );
    const saved = await owner.put(
      `${production}/JobAdmins/asfolder`,
      asSaved(folder, { color: 'Pearl White', scheduledOut }),
    );
    expect(saved.status).toBe(200);
    expect(saved.json.jobAdmin.version).toBe(2);
    const after = (await owner.read(`${production}/JobAdmins/asfolder/${folder.jobAdminId}`)).json;
    expect(after).toMatchObject({ color: 'Pearl White', scheduledOut, version: 2 });
    const [y, m, d] = scheduledOut.slice(0, 10).split('-');
    const me = (await owner.get('/api/identity/v1/users')).json;
    // Filed under System, credited to the user whose change it tells.
    expect(after.jobHistory).toEqual([
      expect.objectContaining({
        notes: `The Scheduled Out date was changed to ${m}/${d}/${y}`,
        noteCategoryId: systemNoteCategoryId,
        userId: me.userId,
        userName: `${me.firstName} ${me.lastName}`,
      }),
    ]);

    const stale = await owner.put(`${production}/JobAdmins/asfolder`, asSaved(folder, { color: 'Red' }));
    expect(stale.status).toBe(409);
    expect(stale.json.current).toMatchObject({ color: 'Pearl White', version: 2 });
  });

  it('adds package tasks, ticks one with the user, department and time, and lets a completer tick but not edit the list', async () => {
    const folder = await newJob();
    const packages: TodoPackage[] = (await owner.get(`${production}/Todos/groups`)).json;
    expect(packages.map((p) => p.group.description)).toEqual(['Collision Repair', 'Delivery', 'Refinish']);
    const { items } = itemAt(packages, 0);
    const [first, second] = [itemAt(items, 0), itemAt(items, 1)];
    const withTasks = await owner.put(
      `${production}/JobAdmins/asfolder`,
      asSaved(folder, {
        jobTodos: [first, second].map((t, i) => ({
          jobTodoId: EMPTY_ID,
          todoId: t.todoId,
          sortOrder: i,
          isCompleted: i === 0,
        })),
      }),
    );
    expect(withTasks.status).toBe(200);
    const tasks = (await owner.read(`${production}/JobAdmins/${folder.jobAdminId}/todos`)).json;
    expect(tasks).toMatchObject([
      { description: first.description, isCompleted: true, departmentName: 'Estimate', completedByName: 'Dana Reyes' },
      { description: second.description, isCompleted: false, completedById: null },
    ]);
    expect(Date.now() - Date.parse(tasks[0].completedOn)).toBeLessThan(60_000);

    const tech = apiClient(bayline.url);
    await tech.login('tech@bayline.test');
    const techFolder = (await tech.get(`${production}/JobAdmins/asfolder/${folder.jobAdminId}`)).json;
    const tick = await tech.put(
      `${production}/JobAdmins/asfolder`,
      asSaved(techFolder, { jobTodos: asSaved(techFolder).jobTodos.map((t) => ({ ...t, isCompleted: true })) }),
    );
    expect(tick.status).toBe(200);
    const ticked = (await tech.read(`${production}/JobAdmins/${folder.jobAdminId}/todos`)).json;
    expect(ticked[1]).toMatchObject({ isCompleted: true, completedByName: 'Marco Diaz' });
    const version = tick.json.jobAdmin.version;
    const edit = await tech.put(
      `${production}/JobAdmins/asfolder`,
      asSaved({ ...techFolder, version }, { jobTodos: [] }),
    );
    expect(edit.status).toBe(403);
    expect(edit.json.detail).toMatch(/jobtodolist/);
    const fields = await tech.put(
      `${production}/JobAdmins/asfolder`,
      asSaved({ ...techFolder, version }, { color: 'Red' }),
    );
    expect(fields.status).toBe(403);
    expect(fields.json.detail).toMatch(/jobinformation/);
  });

  it('assigns per department with notify-only extras and shows cycle figures', async () => {
    const folder = await newJob();
    const [department] = (await owner.get(`${production}/departments`)).json;
    const [first, second] = (await owner.get(`${production}/contacts`)).json;
    const saved = await owner.put(
      `${production}/JobAdmins/asfolder`,
      asSaved(folder, {
        jobAssignments: [
          {
            jobAssignmentId: EMPTY_ID,
            departmentId: department.departmentId,
            contactId: first.contactId,
            doNotify: true,
            notifyOnly: false,
          },
          {
            jobAssignmentId: EMPTY_ID,
            departmentId: department.departmentId,
            contactId: second.contactId,
            doNotify: true,
            notifyOnly: true,
          },
        ],
      }),
    );
    expect(saved.status).toBe(200);
    const rows = (await owner.read(`${production}/JobAdmins/asfolder/${folder.jobAdminId}`)).json.jobAssignments;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: first.name,
      doNotify: true,
      notifyOnly: false,
      cycleGoal: expect.any(Number),
    });
    expect(rows[0].cycleTime).toBeGreaterThanOrEqual(0);
    expect(rows[1]).toMatchObject({ name: second.name, notifyOnly: true });
  });
});

describe('notes and badges', () => {
  it('adds notes in built-in and new custom categories', async () => {
    const folder = await newJob();
    const category = await owner.post(`${production}/NoteCategories`, { description: 'Adjuster' });
    expect(category.status).toBe(201);
    const categories = (await owner.read(`${production}/NoteCategories`)).json.map((c: NoteCategory) => c.description);
    expect(categories.slice(0, 2)).toEqual(['System', 'Communications']);
    expect(categories).toContain('Adjuster');
    const note = await owner.post(`${production}/jobadmins/${folder.jobAdminId}/jobhistory`, {
      notes: 'Adjuster approved the supplement',
      noteCategoryId: category.json.noteCategoryId,
    });
    expect(note.status).toBe(201);
    expect(note.json).toMatchObject({ notes: 'Adjuster approved the supplement', userName: 'Dana Reyes' });
    // The note is a fact on the job: the folder's version moves, and a save with it goes through.
    const afterNote = (await owner.read(`${production}/JobAdmins/asfolder/${folder.jobAdminId}`)).json;
    expect(afterNote.version).toBe(folder.version + 1);
    expect((await owner.put(`${production}/JobAdmins/asfolder`, asSaved(afterNote, { color: 'Green' }))).status).toBe(
      200,
    );
    const history = (await owner.read(`${production}/jobadmins/${folder.jobAdminId}/jobhistory`)).json;
    expect(history[0]).toMatchObject({
      notes: 'Adjuster approved the supplement',
      noteCategoryId: category.json.noteCategoryId,
    });
    const empty = await owner.post(`${production}/jobadmins/${folder.jobAdminId}/jobhistory`, {
      notes: ' ',
      noteCategoryId: '',
    });
    expect(empty.json.errors).toEqual([
      { field: 'notes', message: 'Note is required' },
      { field: 'noteCategoryId', message: 'Note category is required' },
    ]);
  });

  it('changes a badge state with a System note, and keeps to the badge limit', async () => {
    const folder = await newJob();
    const badges: Badge[] = (await owner.get(`${production}/badges`)).json;
    const rental = badges.find((b) => b.description === 'Rental')!;
    const changed = await owner.put(`${production}/jobadmins/jobbadge/${folder.jobAdminId}`, {
      badgeId: rental.badgeId,
      state: 3,
    });
    expect(changed.status).toBe(200);
    const after = (await owner.read(`${production}/JobAdmins/asfolder/${folder.jobAdminId}`)).json;
    expect(after.badges).toMatchObject([{ badgeId: rental.badgeId, state: 3, description: 'Rental' }]);
    expect(after.jobHistory[0].notes).toBe('Updated Rental badge state to Alert');
    // The demo shop has more badges than a job may carry: the limit can be met.
    expect(badges.length).toBeGreaterThan(maxBadgesPerJob);
    const all = await owner.put(`${production}/jobadmins/badges/${folder.jobAdminId}`, {
      badgeIds: badges.slice(0, maxBadgesPerJob).map((b) => b.badgeId),
    });
    expect(all.status).toBe(200);
    const tooMany = await owner.put(`${production}/jobadmins/badges/${folder.jobAdminId}`, {
      badgeIds: [...badges.map((b) => b.badgeId), 'a', 'b'],
    });
    expect(tooMany.json.errors).toEqual([{ field: 'badgeIds', message: 'Max badges reached.' }]);
  });
});

describe('closing a job', () => {
  it('refuses an archive that breaks the rules with the list, archives once fixed, reopens, and voids', async () => {
    const folder = await newJob();
    const refused = await owner.call('PATCH', `${production}/jobadmins/${folder.jobAdminId}`, { roState: 3 });
    expect(refused.status).toBe(409);
    expect(refused.json.title).toBe(archiveMessages.blocked);
    expect(refused.json.errors.map((e: FieldError) => e.message)).toEqual([
      'Arrival date is empty',
      'Job Start date is empty',
      'Job Complete date is empty',
      'Delivered date is empty',
    ]);
    const { today } = (await owner.get(`${production}/locations/settings`)).json;
    const day = `${today}T00:00:00`;
    const dated = await owner.put(
      `${production}/JobAdmins/asfolder`,
      asSaved(folder, { dateTowIn: day, repairStart: day, dateReady: day, datePickup: day }),
    );
    expect(dated.status).toBe(200);
    const archived = await owner.call('PATCH', `${production}/jobadmins/${folder.jobAdminId}`, { roState: 3 });
    expect(archived.status).toBe(200);
    expect(archived.json.jobAdmin).toMatchObject({ roState: 3, closeDate: expect.any(String) });
    const board = (await owner.read(`${production}/JobAdmins/open`)).json.map((j: BoardCard) => j.jobAdminId);
    expect(board).not.toContain(folder.jobAdminId);
    const edit = await owner.put(
      `${production}/JobAdmins/asfolder`,
      asSaved({ ...folder, version: archived.json.jobAdmin.version }, { color: 'x' }),
    );
    expect(edit.status).toBe(409);
    expect(edit.json.title).toBe('This job is archived');

    expect(
      (await owner.call('PATCH', `${production}/jobadmins/${folder.jobAdminId}`, { roState: 2 })).json.jobAdmin,
    ).toMatchObject({ roState: 2, closeDate: null });
    expect((await owner.read(`${production}/JobAdmins/open`)).json.map((j: BoardCard) => j.jobAdminId)).toContain(
      folder.jobAdminId,
    );
    const voided = await owner.call('PATCH', `${production}/jobadmins/${folder.jobAdminId}`, { roState: 4 });
    expect(voided.json.jobAdmin.roState).toBe(4);
    expect((await owner.call('PATCH', `${production}/jobadmins/${folder.jobAdminId}`, { roState: 9 })).status).toBe(
      400,
    );
  });

  it('refuses closing to a user without jobclosing write', async () => {
    const folder = await newJob();
    const estimator = apiClient(bayline.url);
    await estimator.login('estimator@bayline.test');
    expect((await estimator.call('PATCH', `${production}/jobadmins/${folder.jobAdminId}`, { roState: 4 })).status).toBe(
      403,
    );
  });
});

describe('priority', () => {
  it('puts a department’s prioritised jobs first in the order given, and takes priority away from the rest', async () => {
    const a = await newJob();
    const b = await newJob();
    const c = await newJob();
    const first = await owner.put(`${production}/jobadmins/priority`, {
      departmentShortName: 'EST',
      jobAdminIds: [c.jobAdminId, a.jobAdminId],
    });
    expect(first.json.changed).toBe(2);
    let column: BoardCard[] = (await owner.read(`${production}/JobAdmins/open`)).json.filter(
      (j: BoardCard) => j.departmentShortName === 'EST',
    );
    expect(column.slice(0, 2).map((j) => j.jobAdminId)).toEqual([c.jobAdminId, a.jobAdminId]);
    await owner.put(`${production}/jobadmins/priority`, { departmentShortName: 'EST', jobAdminIds: [b.jobAdminId] });
    column = (await owner.read(`${production}/JobAdmins/open`)).json.filter(
      (j: BoardCard) => j.departmentShortName === 'EST',
    );
    expect(column[0]).toMatchObject({ jobAdminId: b.jobAdminId, priority: 1 });
    expect(column.filter((j) => j.priority > 0)).toHaveLength(1);
    expect(
      (
        await owner.put(`${production}/jobadmins/priority`, {
          departmentShortName: 'BODY',
          jobAdminIds: [a.jobAdminId],
        })
      ).status,
    ).toBe(409);
  });
});

describe('estimates and package tasks', () => {
  it('takes estimates with the location key only, links one to a new job, and deletes', async () => {
    const { apiKey } = (await owner.get(`${production}/locations/settings`)).json;
    expect(apiKey).toMatch(/^[\w-]{20,}$/);
    const post = (key: string | undefined, body: unknown) =>
      fetch(`${bayline.url}${production}/estimates`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
        body: JSON.stringify(body),
      });
    expect((await post(undefined, { name: 'x' })).status).toBe(401);
    expect((await post('wrong-key', { name: 'x' })).status).toBe(403);
    const received = await post(apiKey, {
      name: 'Ann Lee',
      make: 'Honda',
      model: 'Civic',
      year: 2020,
      hours: 6,
      subtotal: 900,
      vin: 'X'.repeat(18),
    });
    expect(received.status).toBe(400);
    const ok = (await (
      await post(apiKey, { name: 'Ann Lee', make: 'Honda', model: 'Civic', year: 2020, hours: 6, subtotal: 900 })
    ).json()) as { estimateId: string; linkedJobAdminId: string | null };
    expect(ok).toMatchObject({ name: 'Ann Lee', hours: 6, linkedJobAdminId: null });
    const listed = async (): Promise<Estimate[]> =>
      (
        await owner.get(`${production}/estimates`, {
          'x-bayline-position': String(await bayline.adapters.store.headPosition()),
        })
      ).json;
    expect((await listed()).map((e) => e.name)).toContain('Ann Lee');
    const job = await newJob(owner, { clientName: 'Ann Lee', estimateId: ok.estimateId });
    expect(job.estimateId).toBe(ok.estimateId);
    expect((await listed()).find((e) => e.estimateId === ok.estimateId)?.linkedJobAdminId).toBe(job.jobAdminId);
    expect((await owner.del(`${production}/estimates/${ok.estimateId}`)).status).toBe(204);
    expect((await listed()).map((e) => e.estimateId)).not.toContain(ok.estimateId);
    const viewer = apiClient(bayline.url);
    await viewer.login('viewer@bayline.test');
    expect((await viewer.get(`${production}/locations/settings`)).json.apiKey).toBeUndefined();
  });

  it('adds a task to a package, refusing a duplicate name', async () => {
    const [pkg] = (await owner.get(`${production}/Todos/groups`)).json;
    const added = await owner.post(`${production}/Todos`, {
      todoGroupId: pkg.group.todoGroupId,
      description: 'Recalibrate sensors',
    });
    expect(added.status).toBe(201);
    const groups = (await owner.read(`${production}/Todos/groups`)).json;
    expect(groups[0].items.at(-1)).toMatchObject({ todoId: added.json.todoId, description: 'Recalibrate sensors' });
    const again = await owner.post(`${production}/Todos`, {
      todoGroupId: pkg.group.todoGroupId,
      description: 'recalibrate sensors',
    });
    expect(again.json.errors).toEqual([
      { field: 'description', message: 'Task name exists. Unique task name required.' },
    ]);
    expect(
      (await owner.post(`${production}/Todos`, { todoGroupId: 'nope', description: 'x' })).json.errors[0].field,
    ).toBe('todoGroupId');
  });
});

describe('assignees', () => {
  it('saves the assignee list, answering it as saved, and refuses a bad phone or a missing name', async () => {
    const contacts = (await owner.get(`${production}/contacts`)).json;
    const [first, ...rest] = contacts;
    const saved = await owner.put(`${production}/contacts`, [
      { ...first, name: 'Marco D. Diaz' },
      ...rest.slice(1),
      { contactId: EMPTY_ID, name: 'New Painter', cellular: '(510) 555-0188' },
    ]);
    expect(saved.status).toBe(200);
    const names = saved.json.map((c: { name: string }) => c.name);
    expect(names).toContain('Marco D. Diaz');
    expect(names).toContain('New Painter');
    expect(names).not.toContain(rest[0].name);
    expect(saved.json.find((c: { name: string }) => c.name === 'New Painter')).toMatchObject({
      cellular: '5105550188',
      contactTypeName: 'Tech',
    });
    const listed = (await owner.read(`${production}/contacts`)).json.map((c: { name: string }) => c.name);
    expect(listed.sort()).toEqual([...names].sort());
    const bad = await owner.put(`${production}/contacts`, [{ name: ' ', cellular: '555' }]);
    expect(bad.json.errors).toEqual([
      { field: '0.name', message: 'Name is required' },
      { field: '0.cellular', message: 'Phone number is not valid' },
    ]);
    const viewer = apiClient(bayline.url);
    await viewer.login('viewer@bayline.test');
    expect((await viewer.put(`${production}/contacts`, [])).status).toBe(403);
  });
});

// Last in this file: the projectors stay stopped.
describe('priority with the projectors stopped', () => {
  it('finds the department’s prioritised jobs on its own list, not on the board', async () => {
    const [a, b, c] = [await newJob(), await newJob(), await newJob()];
    await bayline.bayline.runner!.stop();
    const prioritise = (jobAdminIds: string[]) =>
      owner.put(`${production}/jobadmins/priority`, { departmentShortName: a.departmentShortName, jobAdminIds });
    expect((await prioritise([a.jobAdminId, b.jobAdminId])).status).toBe(200);
    // a and b lose their priority though no read model knows they had one.
    expect((await prioritise([c.jobAdminId])).json).toEqual({ changed: 3 });
    expect((await prioritise([])).json).toEqual({ changed: 1 });
    const refused = await prioritise([]);
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ field: 'jobAdminIds', message: 'Name at least one job' }]);
  });
});
