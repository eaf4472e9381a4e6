import type { HistoryEntry } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Doc } from '@bayline/platform/read-store/port';
import { describe, expect, it } from 'vitest';
import { entriesOf, filterHistory, peopleOf } from './entries.ts';
import type { Names } from './names.ts';

/** Names as a location's settings might have them at one moment. */
const names = {
  person: (id: string) => (id === 'system' ? 'System' : ({ u1: 'Anna Ruiz', u2: 'Ben Ode' }[id] ?? '')),
  place: (d: string, sub: string | null) => `${{ BODY: 'Body', PAINT: 'Paint' }[d] ?? d}${sub ? ` (${sub})` : ''}`,
  departmentById: (id: string) => ({ 'dep-BODY': 'Body' })[id] ?? '',
  subdepartment: (_d: string, sub: string | null) => sub,
  badge: (id: string) => ({ b1: 'Rental' })[id] ?? '',
  badgeState: (_id: string, state: number) => ['', 'Inactive', 'Active', 'Alert', 'Critical', 'Complete'][state],
  contact: (id: string) => ({ c1: 'Sam Lee', c2: 'Kim Wu' })[id] ?? '',
  jobClass: (id: string) => ({ light: 'Light', heavy: 'Heavy' })[id] ?? '',
  group: (shortName: string | null) => (shortName === null ? null : 'Fleet'),
  noteCategory: () => 'General',
  mediaCategory: (id: string | null) => (id === null ? null : 'Photos'),
} as unknown as Names;

let position = 100;
const event = (type: string, data: Record<string, unknown>, userId = 'u1'): RecordedEvent => ({
  id: `e${position}`,
  streamId: 'job-j1',
  version: position - 100,
  position: position++,
  type,
  data: { jobAdminId: 'j1', ...data },
  metadata: {
    userId,
    at: '2026-03-02T15:00:00.000Z',
    locationShortName: 'BAYVIEW',
    correlationId: 'c',
    schemaVersion: 1,
  },
});

const job = (extra: Partial<Doc> = {}): Doc => ({
  id: 'j1',
  departmentShortName: 'BODY',
  subdepartmentShortName: null,
  priority: 0,
  scheduledOut: '2026-03-12T00:00:00',
  jobClassId: 'light',
  groupShortName: null,
  make: 'Ford',
  badges: [],
  jobTodos: [],
  jobAssignments: [],
  ...extra,
});

const told = (e: HistoryEntry) => [e.kind, e.category, e.actor.name, e.subject, e.place, e.before, e.after];
const tell = (type: string, data: Record<string, unknown>, before: Doc | undefined, after: Doc, userId?: string) =>
  entriesOf({ event: event(type, data, userId), before, after }, names, (id) => ({ m1: 'door.jpg' })[id] ?? '').map(
    told,
  );

describe('history entries: what one event of a job changed, in the names of its moment', () => {
  it('tells a creation and a move by the department (and subdepartment) names', () => {
    expect(tell('JobCreated', {}, undefined, job())).toEqual([
      ['created', 'department', 'Anna Ruiz', null, null, null, 'Body'],
    ]);
    const moved = tell(
      'JobMovedToDepartment',
      { toDepartmentShortName: 'PAINT', toSubdepartmentShortName: 'Booth 1' },
      job(),
      job({ departmentShortName: 'PAINT', subdepartmentShortName: 'Booth 1' }),
    );
    expect(moved).toEqual([['moved', 'department', 'Anna Ruiz', null, null, 'Body', 'Paint (Booth 1)']]);
  });

  it('tells each changed field of a saved form, class and group by name, and a Scheduled Out of its own', () => {
    const changed = tell(
      'JobInformationChanged',
      { changes: { make: 'Fiat', jobClassId: 'heavy', groupShortName: 'FLEET' } },
      job(),
      job({ make: 'Fiat', jobClassId: 'heavy', groupShortName: 'FLEET' }),
      'u2',
    );
    expect(changed).toEqual([
      ['fieldChanged', 'fields', 'Ben Ode', 'make', null, 'Ford', 'Fiat'],
      ['fieldChanged', 'fields', 'Ben Ode', 'jobClassId', null, 'Light', 'Heavy'],
      ['fieldChanged', 'fields', 'Ben Ode', 'groupShortName', null, null, 'Fleet'],
    ]);
    expect(
      tell('JobScheduledOutChanged', { scheduledOut: null }, job(), job({ scheduledOut: null }), 'system'),
    ).toEqual([['fieldChanged', 'fields', 'System', 'scheduledOut', null, '2026-03-12T00:00:00', null]]);
    expect(tell('JobPrioritised', { priority: 2 }, job(), job({ priority: 2 }))).toEqual([
      ['prioritised', 'fields', 'Anna Ruiz', null, null, 0, 2],
    ]);
  });

  it('tells badges by name and state name, before and after', () => {
    const inactive = job({ badges: [{ badgeId: 'b1', state: 1 }] });
    const critical = job({ badges: [{ badgeId: 'b1', state: 4 }] });
    expect(tell('JobBadgeAdded', { badgeId: 'b1' }, job(), inactive)).toEqual([
      ['badgeAdded', 'badges', 'Anna Ruiz', 'Rental', null, null, 'Inactive'],
    ]);
    expect(tell('BadgeStateChanged', { badgeId: 'b1', state: 4 }, inactive, critical)).toEqual([
      ['badgeState', 'badges', 'Anna Ruiz', 'Rental', null, 'Inactive', 'Critical'],
    ]);
    expect(tell('JobBadgeRemoved', { badgeId: 'b1' }, critical, job())).toEqual([
      ['badgeRemoved', 'badges', 'Anna Ruiz', 'Rental', null, 'Critical', null],
    ]);
  });

  it('tells tasks by description, also one removed, and assignments by assignee and department', () => {
    const tasked = job({ jobTodos: [{ jobTodoId: 't1', description: 'Wash' }] });
    expect(tell('TaskAddedToJob', { jobTodoId: 't1', description: 'Wash' }, job(), tasked)[0]?.slice(0, 4)).toEqual([
      'taskAdded',
      'tasks',
      'Anna Ruiz',
      'Wash',
    ]);
    expect(tell('TaskCompleted', { jobTodoId: 't1' }, tasked, tasked)[0]?.[3]).toBe('Wash');
    expect(tell('TaskRemovedFromJob', { jobTodoId: 't1' }, tasked, job())[0]?.[3]).toBe('Wash');
    const sam = job({ jobAssignments: [{ jobAssignmentId: 'a1', departmentId: 'dep-BODY', contactId: 'c1' }] });
    const kim = job({ jobAssignments: [{ jobAssignmentId: 'a1', departmentId: 'dep-BODY', contactId: 'c2' }] });
    expect(
      tell('JobAssigned', { jobAssignmentId: 'a1', departmentId: 'dep-BODY', contactId: 'c1' }, job(), sam),
    ).toEqual([['assigned', 'assignments', 'Anna Ruiz', 'Sam Lee', 'Body', null, null]]);
    expect(tell('JobAssignmentChanged', { jobAssignmentId: 'a1', changes: { contactId: 'c2' } }, sam, kim)).toEqual([
      ['assignmentChanged', 'assignments', 'Anna Ruiz', 'Kim Wu', 'Body', 'Sam Lee', 'Kim Wu'],
    ]);
    expect(tell('JobAssignmentChanged', { jobAssignmentId: 'a1', changes: { doNotify: true } }, kim, kim)).toEqual([
      ['assignmentChanged', 'assignments', 'Anna Ruiz', 'Kim Wu', 'Body', null, null],
    ]);
    expect(tell('JobUnassigned', { jobAssignmentId: 'a1' }, kim, job())).toEqual([
      ['unassigned', 'assignments', 'Anna Ruiz', 'Kim Wu', 'Body', null, null],
    ]);
  });

  it('tells notes, files, closing and any other fact of the job', () => {
    expect(tell('JobNoteAdded', { notes: 'Called', noteCategoryId: 'n1' }, job(), job())).toEqual([
      ['noteAdded', 'notes', 'Anna Ruiz', 'General', null, null, 'Called'],
    ]);
    expect(tell('MediaUploaded', { mediaId: 'm1', mediaCategoryId: 'p' }, job(), job())).toEqual([
      ['mediaAdded', 'media', 'Anna Ruiz', 'door.jpg', null, null, 'Photos'],
    ]);
    expect(tell('MediaDeleted', { mediaId: 'm1' }, job(), job())[0]?.slice(0, 4)).toEqual([
      'mediaDeleted',
      'media',
      'Anna Ruiz',
      'door.jpg',
    ]);
    expect(tell('JobArchived', { closeDate: 'x' }, job(), job())[0]?.[0]).toBe('archived');
    expect(tell('MediaThumbnailMade', { mediaId: 'm1' }, job(), job(), 'system')).toEqual([
      ['other', 'other', 'System', 'MediaThumbnailMade', null, null, null],
    ]);
  });

  it('tells a hold by the reason it was put with, its note, and its start at the release', () => {
    const heldAt = '2026-03-02T11:00:00.000Z';
    expect(tell('JobHeld', { holdId: 'h1', delayId: 'd1', reason: 'Parts', note: 'Bumper' }, job(), job())).toEqual([
      ['held', 'state', 'Anna Ruiz', 'Parts', null, null, 'Bumper'],
    ]);
    expect(tell('JobHeld', { holdId: 'h1', delayId: 'd1', reason: 'Parts', note: '' }, job(), job())).toEqual([
      ['held', 'state', 'Anna Ruiz', 'Parts', null, null, null],
    ]);
    expect(tell('JobReleased', { holdId: 'h1', reason: 'Parts', heldAt }, job(), job(), 'u2')).toEqual([
      ['released', 'state', 'Ben Ode', 'Parts', null, heldAt, null],
    ]);
  });

  it('numbers the changes of one event and gives each the event’s moment', () => {
    const entries = entriesOf(
      {
        event: event('JobInformationChanged', { changes: { make: 'Fiat', model: 'Uno' } }),
        before: job(),
        after: job({ make: 'Fiat', model: 'Uno' }),
      },
      names,
      () => '',
    );
    const [first, second] = [itemAt(entries, 0), itemAt(entries, 1)];
    expect(second.position).toBe(first.position);
    expect([first.id, second.id]).toEqual([`${first.position}.0`, `${first.position}.1`]);
    expect(first).toMatchObject({ at: '2026-03-02T15:00:00.000Z', version: first.position - 100 });
  });
});

describe('filtering a history', () => {
  const entries = [
    ...entriesOf({ event: event('JobCreated', {}), before: undefined, after: job() }, names, () => ''),
    ...entriesOf(
      {
        event: event('JobInformationChanged', { changes: { make: 'Fiat', model: 'Uno' } }, 'u2'),
        before: job(),
        after: job({ make: 'Fiat', model: 'Uno' }),
      },
      names,
      () => '',
    ),
    ...entriesOf(
      { event: event('JobMovedToDepartment', {}), before: job(), after: job({ departmentShortName: 'PAINT' }) },
      names,
      () => '',
    ),
  ];
  const query = { order: 'newest' as const, search: '' };
  const ids = (list: HistoryEntry[]) => list.map((e) => `${e.kind}:${e.subject ?? ''}`);

  it('lists newest first, keeping one event’s changes in order, or oldest first', () => {
    expect(ids(filterHistory(entries, query))).toEqual([
      'moved:',
      'fieldChanged:make',
      'fieldChanged:model',
      'created:',
    ]);
    expect(ids(filterHistory(entries, { ...query, order: 'oldest' }))).toEqual([
      'created:',
      'fieldChanged:make',
      'fieldChanged:model',
      'moved:',
    ]);
  });

  it('keeps one kind of change, one person, or what holds the search text anywhere', () => {
    expect(ids(filterHistory(entries, { ...query, category: 'department' }))).toEqual(['moved:', 'created:']);
    expect(ids(filterHistory(entries, { ...query, userId: 'u2' }))).toEqual([
      'fieldChanged:make',
      'fieldChanged:model',
    ]);
    expect(ids(filterHistory(entries, { ...query, search: 'PAINT' }))).toEqual(['moved:']);
    expect(ids(filterHistory(entries, { ...query, search: 'ben' }))).toEqual([
      'fieldChanged:make',
      'fieldChanged:model',
    ]);
    expect(filterHistory(entries, { ...query, search: 'nowhere' })).toEqual([]);
  });

  it('names everyone who changed the job once, by name', () => {
    expect(peopleOf(entries)).toEqual([
      { userId: 'u1', name: 'Anna Ruiz' },
      { userId: 'u2', name: 'Ben Ode' },
    ]);
  });
});
