import {
  type DepartmentStay,
  defaultLocationPreferences,
  type NoticeSkipReason,
  type NotificationEvent,
  type NotificationEvents,
} from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { describe, expect, it } from 'vitest';
import type { JobStreamEvent } from '../jobs/job.ts';
import { catalog } from '../testing/catalog.ts';
import { given } from '../testing/given.ts';
import { createdJob } from '../testing/job.ts';
import {
  type CycleJob,
  capacityNotice,
  confirmedOnStream,
  decideStaffNoticeFailed,
  decideStaffNotices,
  inNotifyHours,
  type NoticeRules,
  noticeBook,
  overdueCycleRounds,
  type StaffNotice,
  stayAfter,
  tooOldToTell,
} from './notices.ts';

const rules: NoticeRules = {
  ...defaultLocationPreferences,
  enableMessaging: true,
  smsSendPhone: '2535550100',
  timeZone: 'America/Los_Angeles',
  notifyStart: '14:00',
  notifyEnd: '02:00',
  notifyPeriod: 15,
  notifyMax: 2,
};
/** A Monday, 10:00 in Los Angeles (17:00 UTC): a notify day, inside 14:00–02:00 UTC. */
const monday = new Date('2026-03-02T17:00:00.000Z');
const notice = (over: Partial<StaffNotice> = {}): StaffNotice => ({
  kind: 'badgeStateChanged',
  round: 'e1',
  contactId: 'c1',
  cellular: '2535550111',
  jobAdminId: 'j1',
  text: 'Job 7: Parts is now Critical',
  ...over,
});
const sent = (n: StaffNotice): { type: 'StaffNotified'; data: NotificationEvents['StaffNotified'] } => {
  const { cellular, ...of } = n;
  return {
    type: 'StaffNotified',
    data: { notificationId: `${n.round}-${n.contactId}`, ...of, to: cellular, from: '2535550100' },
  };
};
const skipped = (n: StaffNotice, reason: NoticeSkipReason): NotificationEvent => {
  const { cellular, text, ...of } = n;
  return { type: 'StaffNotificationSkipped', data: { notificationId: `${n.round}-${n.contactId}`, ...of, reason } };
};
/** Capacity rounds already sent, each at its own instant. */
const capacitySent = (...at: string[]) =>
  at.map((instant, i) => ({ ...sent(notice({ kind: 'capacity', round: `w${i}`, jobAdminId: null })), at: instant }));

function givenAt(events: (NotificationEvent & { at?: string })[]) {
  let book = noticeBook.initial();
  for (const e of events)
    book = noticeBook.evolve(book, { ...e, metadata: { at: e.at ?? monday.toISOString(), locationShortName: 'X' } });
  return book;
}

describe('staff notifications', () => {
  it('text each contact once, from the location’s SMS phone', () => {
    const c2 = notice({ contactId: 'c2', cellular: '2535550112' });
    given(noticeBook, [])
      .when((b) => decideStaffNotices(b, [notice(), c2, notice()], rules, monday))
      .then([sent(notice()), sent(c2)]);
  });

  it('are decided once per contact and event: asked again (a retried queue job, a restart), nothing more', () => {
    given(noticeBook, [sent(notice())])
      .when((b) => decideStaffNotices(b, [notice()], rules, monday))
      .then([]);
    given(noticeBook, [skipped(notice(), 'noCellular')])
      .when((b) => decideStaffNotices(b, [notice()], rules, monday))
      .then([]);
  });

  it('skip, with the reason, while messaging is off and for someone without a cell phone', () => {
    given(noticeBook, [])
      .when((b) => decideStaffNotices(b, [notice()], { ...rules, smsSendPhone: null }, monday))
      .then([skipped(notice(), 'messagingOff')]);
    given(noticeBook, [])
      .when((b) => decideStaffNotices(b, [notice({ cellular: '' })], rules, monday))
      .then([skipped(notice({ cellular: '' }), 'noCellular')]);
  });

  it('wait for a notify day in the location’s time zone', () => {
    // 02:30 UTC on Tuesday is still Monday evening in Los Angeles; Sunday is off by default.
    const mondayEvening = new Date('2026-03-03T01:30:00.000Z');
    expect(decideStaffNotices(noticeBook.initial(), [notice()], rules, mondayEvening)).toEqual([sent(notice())]);
    const sunday = new Date('2026-03-01T18:00:00.000Z');
    expect(decideStaffNotices(noticeBook.initial(), [notice()], rules, sunday)).toEqual([
      skipped(notice(), 'notANotifyDay'),
    ]);
  });

  it('keep to the notify hours, kept in UTC, across midnight', () => {
    const hours = { notifyStart: '14:00', notifyEnd: '02:00' };
    expect(inNotifyHours(hours, new Date('2026-03-02T13:59:00Z'))).toBe(false);
    expect(inNotifyHours(hours, new Date('2026-03-02T14:00:00Z'))).toBe(true);
    expect(inNotifyHours(hours, new Date('2026-03-03T01:59:00Z'))).toBe(true);
    expect(inNotifyHours(hours, new Date('2026-03-03T02:00:00Z'))).toBe(false);
    expect(inNotifyHours({ notifyStart: '08:00', notifyEnd: '17:00' }, new Date('2026-03-02T12:00:00Z'))).toBe(true);
    expect(inNotifyHours({ notifyStart: '08:00', notifyEnd: '17:00' }, new Date('2026-03-02T17:00:00Z'))).toBe(false);
    const morning = new Date('2026-03-02T10:00:00.000Z');
    expect(decideStaffNotices(noticeBook.initial(), [notice()], rules, morning)).toEqual([
      skipped(notice(), 'outsideNotifyHours'),
    ]);
  });

  it('send capacity rounds no sooner than the notification frequency allows, and at most the daily maximum', () => {
    const round = notice({ kind: 'capacity', round: 'w9', jobAdminId: null });
    const tenMinutesAgo = givenAt(capacitySent('2026-03-02T16:50:00.000Z'));
    expect(decideStaffNotices(tenMinutesAgo, [round], rules, monday)).toEqual([skipped(round, 'tooSoon')]);
    const twentyMinutesAgo = givenAt(capacitySent('2026-03-02T16:40:00.000Z'));
    expect(decideStaffNotices(twentyMinutesAgo, [round], rules, monday)).toEqual([sent(round)]);
    // Two rounds today (notifyMax 2) is the day's lot; yesterday's do not count.
    const twoToday = givenAt(capacitySent('2026-03-02T15:00:00.000Z', '2026-03-02T16:00:00.000Z'));
    expect(decideStaffNotices(twoToday, [round], rules, monday)).toEqual([skipped(round, 'dailyMaximumReached')]);
    const yesterday = givenAt(capacitySent('2026-03-01T15:00:00.000Z', '2026-03-01T16:00:00.000Z'));
    expect(decideStaffNotices(yesterday, [round], rules, monday)).toEqual([sent(round)]);
    // Job notices are not held to the capacity frequency.
    expect(decideStaffNotices(tenMinutesAgo, [notice()], rules, monday)).toEqual([sent(notice())]);
  });
});

describe('cycle notices', () => {
  const cycle = notice({ kind: 'cycle', round: 'cycle-e1', text: 'Job 7 (Ada) has been in Paint longer than …' });

  it('are decided within the notify days and hours, and wait outside them for a check within them', () => {
    expect(decideStaffNotices(noticeBook.initial(), [cycle], rules, monday)).toEqual([sent(cycle)]);
    expect(decideStaffNotices(noticeBook.initial(), [cycle], rules, new Date('2026-03-02T10:00:00Z'))).toEqual([]);
    expect(decideStaffNotices(noticeBook.initial(), [cycle], rules, new Date('2026-03-01T18:00:00Z'))).toEqual([]);
    // Messaging off is a decision, as for every notice.
    const off = { ...rules, enableMessaging: false };
    expect(decideStaffNotices(noticeBook.initial(), [cycle], off, monday)).toEqual([skipped(cycle, 'messagingOff')]);
  });

  it('tell one contact of every round due at once', () => {
    const other = { ...cycle, round: 'cycle-e2' };
    expect(decideStaffNotices(noticeBook.initial(), [cycle, other], rules, monday)).toEqual([sent(cycle), sent(other)]);
  });
});

describe('a notice the provider refused', () => {
  it('is recorded once as failed with the provider’s reason, and never sent or decided again', () => {
    const { to, from, text, ...of } = sent(notice()).data;
    const failed = {
      type: 'StaffNotificationFailed',
      data: { ...of, reason: 'The SMS provider answered 400: not a mobile number' },
    } satisfies NotificationEvent;
    given(noticeBook, [sent(notice())])
      .when((b) => decideStaffNoticeFailed(b, 'e1-c1', 'The SMS provider answered 400: not a mobile number'))
      .then([failed]);
    const after = given(noticeBook, [sent(notice()), failed]);
    expect(after.state.decided.get('e1-c1')).toBeNull();
    after.when((b) => decideStaffNoticeFailed(b, 'e1-c1', 'again')).then([]);
    after.when((b) => decideStaffNotices(b, [notice()], rules, monday)).then([]);
  });

  it('is nothing to record when it was skipped or never decided', () => {
    given(noticeBook, [skipped(notice(), 'noCellular')])
      .when((b) => decideStaffNoticeFailed(b, 'e1-c1', 'x'))
      .then([]);
    expect(decideStaffNoticeFailed(noticeBook.initial(), 'e1-c1', 'x')).toEqual([]);
  });
});

describe('jobs over their cycle goal', () => {
  const goal = { jobClassId: 'class-light', days: 0, hours: 2, minutes: 30, notifications: [{ contactId: 'tech-1' }] };
  const departments = catalog.departments.map((d) =>
    d.shortName === 'BODY' ? { ...d, sendNotification: true, jobClassCycles: [goal] } : d,
  );
  const job = (stay: DepartmentStay, over: Partial<CycleJob> = {}): CycleJob => ({
    jobAdminId: 'j1',
    jobAdminInt: 1007,
    hat: '',
    clientName: 'Ada Lovelace',
    jobClassId: 'class-light',
    stay,
    ...over,
  });
  /** In Body since 15:00 UTC; at `monday` (17:00) that is 2 h, within the 2 h 30 min goal. */
  const inBody: DepartmentStay = { stayId: 'e2', departmentId: 'dep-BODY', since: '2026-03-02T15:00:00Z' };
  const later = new Date('2026-03-02T17:31:00Z');

  it('are told to the goal’s contacts once past the goal, one round per stay named by the event that began it', () => {
    expect(overdueCycleRounds([job(inBody)], departments, monday)).toEqual([]);
    expect(overdueCycleRounds([job(inBody)], departments, later)).toEqual([
      {
        round: 'cycle-e2',
        jobAdminId: 'j1',
        contactIds: ['tech-1'],
        text: 'Job 1007 (Ada Lovelace) has been in Body longer than its cycle goal of 2.5 h',
      },
    ]);
  });

  it('tell nobody where the department does not send notifications, has no goal for the class, a zero goal or no contacts', () => {
    const quiet = departments.map((d) => ({ ...d, sendNotification: false }));
    expect(overdueCycleRounds([job(inBody)], quiet, later)).toEqual([]);
    expect(overdueCycleRounds([job(inBody, { jobClassId: 'class-retired' })], departments, later)).toEqual([]);
    const withGoal = (over: object) =>
      departments.map((d) => (d.shortName === 'BODY' ? { ...d, jobClassCycles: [{ ...goal, ...over }] } : d));
    expect(overdueCycleRounds([job(inBody)], withGoal({ hours: 0, minutes: 0 }), later)).toEqual([]);
    expect(overdueCycleRounds([job(inBody)], withGoal({ notifications: [] }), later)).toEqual([]);
    const deleted = departments.map((d) => (d.shortName === 'BODY' ? { ...d, deletedAt: '2026-03-01' } : d));
    expect(overdueCycleRounds([job(inBody)], deleted, later)).toEqual([]);
  });
});

describe('a job’s stay in its department, from its stream', () => {
  const [created] = createdJob();
  type Move = { id: string; to: string; sub?: string; at: string };
  /** The job's stream: created (in Estimate, event e1) on Monday at 09:00, then each move, by its id, at its instant. */
  const stream = (...moves: Move[]): RecordedEvent<JobStreamEvent>[] =>
    [
      { event: created!, id: 'e1', at: '2026-03-02T09:00:00Z' },
      ...moves.map(({ id, to, sub, at }) => ({
        event: {
          type: 'JobMovedToDepartment' as const,
          data: {
            jobAdminId: 'job-1',
            fromDepartmentShortName: '',
            toDepartmentShortName: to,
            toDepartmentId: `dep-${to}`,
            toSubdepartmentShortName: sub ?? null,
          },
        },
        id,
        at,
      })),
    ].map(({ event, id, at }, version) => ({
      ...event,
      id,
      streamId: 'job-job-1',
      version,
      position: version + 1,
      metadata: { userId: 'u1', at, locationShortName: 'BAYVIEW', correlationId: 'c', schemaVersion: 1 },
    }));

  it('begins when it is created and with each move into another department', () => {
    expect(stayAfter(stream())).toEqual({ stayId: 'e1', departmentId: 'dep-EST', since: '2026-03-02T09:00:00Z' });
    expect(stayAfter(stream({ id: 'e2', to: 'BODY', at: '2026-03-02T15:00:00Z' }))).toEqual({
      stayId: 'e2',
      departmentId: 'dep-BODY',
      since: '2026-03-02T15:00:00Z',
    });
  });

  it('counts from its first day in the department: a move between its subdepartments is no new stay', () => {
    const subMove = [
      { id: 'e2', to: 'BODY', at: '2026-03-02T15:00:00Z' },
      { id: 'e3', to: 'BODY', sub: 'BAY1', at: '2026-03-02T17:00:00Z' },
    ];
    expect(stayAfter(stream(...subMove))?.stayId).toBe('e2');
    // Back in Body after Paint: a new stay, counted from its own start.
    const back = stream(
      ...subMove,
      { id: 'e4', to: 'PAINT', at: '2026-03-02T17:10:00Z' },
      { id: 'e5', to: 'BODY', at: '2026-03-02T17:20:00Z' },
    );
    expect(stayAfter(back)).toEqual({ stayId: 'e5', departmentId: 'dep-BODY', since: '2026-03-02T17:20:00Z' });
  });
});

describe('a job a cycle check found, confirmed on its stream', () => {
  const [created] = createdJob();
  const recordedOf = (events: JobStreamEvent[]): RecordedEvent<JobStreamEvent>[] =>
    events.map((event, version) => ({
      ...event,
      id: `e${version + 1}`,
      streamId: 'job-job-1',
      version,
      position: version + 1,
      metadata: {
        userId: 'u1',
        at: monday.toISOString(),
        locationShortName: 'BAYVIEW',
        correlationId: 'c',
        schemaVersion: 1,
      },
    }));
  const moveTo = (to: string): JobStreamEvent => ({
    type: 'JobMovedToDepartment',
    data: {
      jobAdminId: 'job-1',
      fromDepartmentShortName: 'EST',
      toDepartmentShortName: to,
      toDepartmentId: `dep-${to}`,
      toSubdepartmentShortName: null,
    },
  });
  const moved = moveTo('BODY');
  /** The check saw the job in Body since the move (event e2). */
  const found = {
    locationShortName: 'BAYVIEW',
    jobAdminId: 'job-1',
    stayId: 'e2',
    departmentId: 'dep-BODY',
    since: monday.toISOString(),
  };

  it('is the job as its stream has it, while still open and in the stay the check saw', () => {
    expect(confirmedOnStream(found, recordedOf([created!, moved]))).toMatchObject({
      jobAdminId: 'job-1',
      jobAdminInt: 1001,
      clientName: 'Maria Garcia',
      jobClassId: 'class-light',
      stay: { stayId: 'e2', departmentId: 'dep-BODY', since: monday.toISOString() },
    });
  });

  it('is nothing once the job has moved on, been closed, or is not at that location', () => {
    expect(confirmedOnStream(found, recordedOf([created!, moved, moveTo('PAINT')]))).toBeUndefined();
    const archived: JobStreamEvent = { type: 'JobArchived', data: { jobAdminId: 'job-1', closeDate: '2026-03-02' } };
    expect(confirmedOnStream(found, recordedOf([created!, moved, archived]))).toBeUndefined();
    expect(confirmedOnStream({ ...found, locationShortName: 'HARBOR' }, recordedOf([created!, moved]))).toBeUndefined();
    expect(confirmedOnStream(found, [])).toBeUndefined();
  });
});

describe('what a capacity notice says', () => {
  const metrics = {
    wip: 7,
    wipMax: 10,
    inventory: 10,
    inventoryMax: 20,
    preProduction: 0,
    production: 7,
    postProduction: 3,
    thresholdPercent: 80,
  };

  it('tells WIP and inventory once they reach the threshold percent or go over, and nothing below it', () => {
    expect(capacityNotice(metrics)).toBeUndefined();
    expect(capacityNotice({ ...metrics, wip: 8 })).toBe('WIP is at 8 of 10');
    expect(capacityNotice({ ...metrics, wip: 12, inventory: 21 })).toBe('WIP is at 12 of 10; Inventory is at 21 of 20');
  });

  it('tells nothing of a measure without a maximum', () => {
    expect(capacityNotice({ ...metrics, wipMax: 0, inventoryMax: 0 })).toBeUndefined();
  });
});

describe('an event too old to tell about', () => {
  it('is one more than an hour before now', () => {
    expect(tooOldToTell('2026-03-02T16:00:00.000Z', monday)).toBe(false);
    expect(tooOldToTell('2026-03-02T15:59:59.000Z', monday)).toBe(true);
  });
});
