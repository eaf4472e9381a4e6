import { createJobSchema, estimateSchema, maxListRows, type SaveFolder } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { decideDeleteEstimate, estimatesAggregate } from '../estimates/estimates.ts';
import { decideBadgeState, decideCreateJob, decideSetBadges } from '../jobs/decide.ts';
import { decideSaveFolder, folderOf } from '../jobs/decide-folder.ts';
import { job } from '../jobs/job.ts';
import { decideListSave, listAggregate } from '../settings/list.ts';
import { catalog, monday } from '../testing/catalog.ts';
import { given } from '../testing/given.ts';

/** Names every plain object answers to: as ids a client sends they must be unknown like any other. */
const prototypeNames = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

const created = decideCreateJob(
  createJobSchema.parse({ clientName: 'Maria Garcia', clientCellular: '(510) 555-0101', jobClassId: 'class-light' }),
  catalog,
  monday,
  { jobAdminId: 'job-1', jobAdminInt: 1001 },
);
const ctx = { catalog, now: monday, userId: 'user-1', locationShortName: 'BAYVIEW', newId: () => 'new-id' };
const saveFolder = (edit: (folder: SaveFolder) => SaveFolder) =>
  given(job, created).when((s) => decideSaveFolder(s, edit(folderOf(s, 0)), ctx));

describe('ids named like object properties', () => {
  it.each(prototypeNames)('estimate %s: deleting it is refused as not found, nothing appended', (id) => {
    const kept = given(estimatesAggregate, [
      {
        type: 'EstimateReceived',
        data: {
          estimate: {
            ...estimateSchema.parse({ name: 'Kim' }),
            estimateId: 'estimate-1',
            receivedAt: '2026-03-02T17:00:00.000Z',
          },
        },
      },
    ]);
    kept.when((s) => decideDeleteEstimate(s, id)).thenThrows('NotFound');
  });

  it.each(prototypeNames)('task %s on a folder save is refused as not on the job, nothing appended', (id) => {
    saveFolder((f) => ({
      ...f,
      jobTodos: [{ jobTodoId: id, todoId: 'todo-parts', sortOrder: 0, isCompleted: true }],
    })).thenThrows('UnknownTask');
  });

  it.each(prototypeNames)('assignment %s on a folder save is refused as not on the job', (id) => {
    saveFolder((f) => ({
      ...f,
      jobAssignments: [
        { jobAssignmentId: id, departmentId: 'dep-BODY', contactId: 'tech-1', doNotify: true, notifyOnly: false },
      ],
    })).thenThrows('UnknownAssignment');
  });

  it.each(prototypeNames)('badge %s is refused as not found, as a list and as a state', (id) => {
    const onJob = given(job, created);
    onJob.when((s) => decideSetBadges(s, [id], catalog)).thenThrows('UnknownBadge');
    onJob.when((s) => decideBadgeState(s, { badgeId: id, state: 1 }, catalog)).thenThrows('UnknownBadge');
  });

  it.each(prototypeNames)('assignee %s is a new item of the list, not an existing one', (id) => {
    const list = given(listAggregate('contacts'), [
      { type: 'ContactAdded', data: { item: { contactId: 'tech-1', name: 'Marco Diaz', deletedAt: null } } },
    ]);
    const added = list
      .when((s) =>
        decideListSave(
          'contacts',
          s,
          [
            { contactId: 'tech-1', name: 'Marco Diaz' },
            { contactId: id, name: 'Aisha Khan' },
          ],
          monday,
          () => 'new-id',
        ),
      )
      .then([{ type: 'ContactAdded', data: { item: { contactId: id, name: 'Aisha Khan', deletedAt: null } } }]);
    const after = given(listAggregate('contacts'), [
      { type: 'ContactAdded', data: { item: { contactId: 'tech-1', name: 'Marco Diaz', deletedAt: null } } },
      ...added,
    ]);
    expect([...after.state.keys()]).toEqual(['tech-1', id]);
  });
});

describe('saving a whole list', () => {
  const row = (i: number) => ({ contactId: '', name: `Tech ${i}` });

  it('refuses a row named twice, naming it', () => {
    given(listAggregate('contacts'), [])
      .when((s) =>
        decideListSave(
          'contacts',
          s,
          [
            { contactId: 'tech-1', name: 'A' },
            { contactId: 'tech-1', name: 'B' },
          ],
          monday,
          () => 'new-id',
        ),
      )
      .thenThrows('InvalidFields', (refusal) => {
        expect(refusal.extra.errors).toEqual([{ field: '1.contactId', message: 'This row is in the list twice' }]);
      });
  });

  it(`keeps at most ${maxListRows} items, however they were added`, () => {
    let n = 0;
    const full = Array.from({ length: maxListRows }, (_, i) => row(i));
    const saved = given(listAggregate('contacts'), [])
      .when((s) => decideListSave('contacts', s, full, monday, () => `c${n++}`))
      .then((events) => expect(events).toHaveLength(maxListRows));
    given(listAggregate('contacts'), saved)
      .when((s) => decideListSave('contacts', s, [...s.values(), row(maxListRows)], monday, () => `c${n++}`))
      .thenThrows('InvalidFields');
  });
});
