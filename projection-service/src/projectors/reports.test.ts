import {
  addDelivered,
  type DeliveredTotals,
  deliveredTotals,
  emptyDeliveredTotals,
  type JobEvents,
} from '@bayline/contracts';
import {
  reportDaysModel,
  reportJobsModel,
  reportLocationsModel,
  reportMonthsModel,
  reportStaysModel,
} from '@bayline/contracts/read-models/reports';
import { itemAt } from '@bayline/contracts/testing/item-at';
import type { Doc } from '@bayline/platform/read-store/port';
import { describe, expect, it } from 'vitest';
import { documentKey, projectInMemory } from '../projector.ts';
import { projectBatch } from '../runner/runner.ts';
import { jobCreated, recorded } from '../testing/events.ts';
import { type GivenData, type GivenEvent, given, on } from '../testing/given.ts';
import { withStores } from '../testing/stores.ts';
import { reportsProjector } from './reports.ts';

const onJob = <T extends keyof JobEvents>(job: string, type: T, at: string, data?: GivenData<T>) =>
  on(`job-${job}`, type, { jobAdminId: job, ...data } as GivenData<T>, { at });
const move = (job: string, to: string, at: string) =>
  onJob(job, 'JobMovedToDepartment', at, {
    fromDepartmentShortName: 'X',
    toDepartmentShortName: to,
    toDepartmentId: `dep-${to}`,
    toSubdepartmentShortName: null,
  });
const opened = on(
  'location-BAYVIEW',
  'LocationOpened',
  { info: { shortName: 'BAYVIEW', timeZone: 'America/Los_Angeles' } },
  { at: '2026-01-01T00:00:00.000Z' },
);
const created = (job: string, at: string, extra: Partial<JobEvents['JobCreated']> = {}): GivenEvent => ({
  ...jobCreated(job, { jobClassId: 'cls-L', groupShortName: 'INS', refinish: 4, ...extra }),
  at,
});

/** The reports read model after the events: its jobs, the stays that ended, and its days and months. */
const project = (events: GivenEvent[]) => ({
  jobs: given(reportsProjector, reportJobsModel, events),
  stays: given(reportsProjector, reportStaysModel, events),
  days: given(reportsProjector, reportDaysModel, events),
  months: given(reportsProjector, reportMonthsModel, events),
});

describe('reports read model', () => {
  it('keeps each job with the days its indexes find it by, and whether it is in the inventory', () => {
    const model = project([
      opened,
      created('j1', '2026-03-02T16:00:00.000Z', { scheduledIn: '2026-03-03T00:00:00', hat: 'RO-1' }),
      onJob('j1', 'JobInformationChanged', '2026-03-03T16:00:00.000Z', {
        changes: { dateTowIn: '2026-03-03T00:00:00' },
      }),
      onJob('j1', 'JobScheduledOutChanged', '2026-03-03T16:01:00.000Z', { scheduledOut: '2026-03-06T00:00:00' }),
      onJob('j1', 'JobInformationChanged', '2026-03-06T20:00:00.000Z', {
        changes: { datePickup: '2026-03-06T00:00:00', subTotal: 1500 },
      }),
      // Facts the reports do not read change nothing.
      onJob('j1', 'JobNoteAdded', '2026-03-06T20:01:00.000Z', { notes: 'x' }),
    ]);
    model.jobs.thenMatches({
      id: 'j1',
      hat: 'RO-1',
      subTotal: 1500,
      scheduledInOn: '2026-03-03',
      arrivedOn: '2026-03-03',
      scheduledOutOn: '2026-03-06',
      deliveredOn: '2026-03-06',
      inventory: false,
      k2k: 3,
    });
    project([created('j2', '2026-03-02T16:00:00.000Z')]).jobs.thenMatches({
      id: 'j2',
      inventory: true,
      deliveredOn: null,
      groupShortName: 'INS',
    });
  });

  it('records each stay as it ends, on the location’s day, with the job’s class, group, badges and assignees', () => {
    const model = project([
      opened,
      created('j1', '2026-03-02T16:00:00.000Z'),
      onJob('j1', 'JobBadgeAdded', '2026-03-02T16:10:00.000Z', { badgeId: 'b1' }),
      onJob('j1', 'JobAssigned', '2026-03-02T16:20:00.000Z', {
        jobAssignmentId: 'a1',
        departmentId: 'dep-EST',
        contactId: 'c1',
        doNotify: true,
        notifyOnly: false,
      }),
      // 05:30 UTC on the 3rd is still the 2nd in Oakland.
      move('j1', 'BODY', '2026-03-03T05:30:00.000Z'),
      // Another bay of Body: the same stay goes on.
      { ...move('j1', 'BODY', '2026-03-03T18:00:00.000Z') },
      move('j1', 'PAINT', '2026-03-04T17:30:00.000Z'),
    ]);
    const stays = model.stays.all();
    expect(stays.map((s) => [s.departmentId, s.day, s.hours, s.assignees, s.badges])).toEqual([
      ['dep-EST', '2026-03-02', 13.5, ['c1'], ['b1:1']],
      ['dep-BODY', '2026-03-04', 36, [], ['b1:1']],
    ]);
    expect(stays[0]).toMatchObject({
      jobClassId: 'cls-L',
      groupShortName: 'INS',
      dateTimeIn: '2026-03-02T16:00:00.000Z',
    });
    const day = model.days.document('BAYVIEW|2026-03-02')!;
    expect(day.stays).toEqual([['dep-EST|cls-L|INS', 1, 1350]]);
    // The job's 10 hours and 4 refinish, credited to Estimate and its assignee.
    expect(day.credits).toEqual([['dep-EST|cls-L|INS', 1, 1000, 400]]);
    expect(day.assigneeCredits).toEqual([['c1|dep-EST|cls-L|INS', 1, 1000, 400]]);
    // Each stay, for the percentiles: department, class, hundredths, when it ended, the stay's id.
    expect(day.ended).toEqual([['dep-EST', 'cls-L', 1350, '2026-03-03T05:30:00.000Z', itemAt(stays, 0).id]]);
    expect(model.days.document('BAYVIEW|2026-03-04')!.assigneeCredits).toEqual([['|dep-BODY|cls-L|INS', 1, 1000, 400]]);
  });

  it('adds each month’s stays up in a document of the month, as its days add them up', () => {
    const model = project([
      opened,
      created('j1', '2026-03-30T16:00:00.000Z'),
      created('j2', '2026-03-30T16:00:00.000Z', { jobClassId: 'cls-H', groupShortName: null }),
      move('j1', 'BODY', '2026-03-31T16:00:00.000Z'),
      move('j2', 'BODY', '2026-03-31T17:00:00.000Z'),
      // 03:00 UTC on 1 April is still 31 March in Oakland.
      move('j1', 'PAINT', '2026-04-01T03:00:00.000Z'),
      move('j1', 'READY', '2026-04-01T16:00:00.000Z'),
      move('j2', 'READY', '2026-04-02T16:30:00.000Z'),
    ]);
    model.months.then({
      id: 'BAYVIEW|2026-03',
      locationShortName: 'BAYVIEW',
      month: '2026-03',
      stays: [
        ['dep-EST|cls-L|INS', 1, 2400],
        ['dep-EST|cls-H|', 1, 2500],
        ['dep-BODY|cls-L|INS', 1, 1100],
      ],
      delivered: [],
    });
    expect(model.months.document('BAYVIEW|2026-04')!.stays).toEqual([
      ['dep-PAINT|cls-L|INS', 1, 1300],
      ['dep-BODY|cls-H|', 1, 4750],
    ]);
    const days = model.days.all().filter((d) => d.day.startsWith('2026-03'));
    expect(days.map((d) => d.day)).toEqual(['2026-03-31']);
    expect(itemAt(days, 0).stays).toEqual(model.months.document('BAYVIEW|2026-03')!.stays);
  });

  it('credits a department once per job, ends the last stay at archive, none at void, and starts one at reopen', () => {
    const model = project([
      opened,
      created('j1', '2026-03-02T16:00:00.000Z'),
      move('j1', 'BODY', '2026-03-02T18:00:00.000Z'),
      move('j1', 'EST', '2026-03-02T19:00:00.000Z'),
      move('j1', 'BODY', '2026-03-02T20:00:00.000Z'),
      onJob('j1', 'JobArchived', '2026-03-02T22:00:00.000Z', { closeDate: '2026-03-02T22:00:00.000Z' }),
      onJob('j1', 'JobReopened', '2026-03-03T17:00:00.000Z'),
      onJob('j1', 'JobVoided', '2026-03-03T19:00:00.000Z', { closeDate: '2026-03-03T19:00:00.000Z' }),
    ]);
    const day = model.days.document('BAYVIEW|2026-03-02')!;
    expect(day.stays).toEqual([
      ['dep-EST|cls-L|INS', 2, 300],
      ['dep-BODY|cls-L|INS', 2, 300],
    ]);
    expect(day.credits).toEqual([
      ['dep-EST|cls-L|INS', 1, 1000, 400],
      ['dep-BODY|cls-L|INS', 1, 1000, 400],
    ]);
    expect(day.ended.map(([department, , hours]) => [department, hours])).toEqual([
      ['dep-EST', 200],
      ['dep-BODY', 100],
      ['dep-EST', 100],
      ['dep-BODY', 200],
    ]);
    expect(model.days.document('BAYVIEW|2026-03-03')).toBeUndefined();
    expect(model.stays.all()).toHaveLength(4);
    model.jobs.thenMatches({ id: 'j1', roState: 4, stayIn: null, inventory: false });
  });

  it('adds each month’s delivered jobs up by class, group and state, moving a job’s part as the job changes', () => {
    const dates = (towIn: string, start: string, ready: string, pickup: string) => ({
      dateTowIn: `${towIn}T00:00:00`,
      repairStart: `${start}T00:00:00`,
      dateReady: `${ready}T00:00:00`,
      datePickup: `${pickup}T00:00:00`,
    });
    const events = [
      opened,
      created('j1', '2026-02-10T16:00:00.000Z', {
        ...dates('2026-02-10', '2026-02-11', '2026-02-13', '2026-02-14'),
        subTotal: 1000.5,
      }),
      created('j2', '2026-02-10T17:00:00.000Z', {
        ...dates('2026-02-10', '2026-02-10', '2026-02-19', '2026-02-20'),
        jobClassId: 'cls-H',
        groupShortName: null,
        hours: 3.5,
        subTotal: 500,
      }),
      created('j3', '2026-02-11T16:00:00.000Z', {
        ...dates('2026-02-11', '2026-02-12', '2026-02-12', '2026-02-12'),
        subTotal: 99.99,
      }),
      // Delivered in March after all, with more hours; j2 archived (delivered jobs are); j3 voided.
      onJob('j1', 'JobInformationChanged', '2026-03-02T16:00:00.000Z', {
        changes: { datePickup: '2026-03-02T00:00:00' },
      }),
      onJob('j2', 'JobArchived', '2026-03-02T17:00:00.000Z', { closeDate: '2026-03-02T17:00:00.000Z' }),
      onJob('j1', 'JobInformationChanged', '2026-03-03T16:00:00.000Z', { changes: { hours: 12 } }),
      onJob('j3', 'JobVoided', '2026-03-03T17:00:00.000Z', { closeDate: '2026-03-03T17:00:00.000Z' }),
      // A job taken out of the deliveries leaves its month.
      created('j4', '2026-03-04T16:00:00.000Z', dates('2026-03-04', '2026-03-04', '2026-03-05', '2026-03-05')),
      onJob('j4', 'JobInformationChanged', '2026-03-06T16:00:00.000Z', { changes: { datePickup: null } }),
    ];
    const model = project(events);
    const part = (id: string) => deliveredTotals(model.jobs.document(id)!);
    const delivered = (month: string) =>
      Object.fromEntries(model.months.document(`BAYVIEW|${month}`)!.delivered.map(([key, ...t]) => [key, t]));
    expect(delivered('2026-02')).toEqual({ 'cls-H||3': part('j2'), 'cls-L|INS|4': part('j3') });
    expect(delivered('2026-03')).toEqual({ 'cls-L|INS|2': part('j1') });
    // j1: 12 hours (1,200 hundredths), $1,000.50, 1 + 2 + 17 days, touch over 2 production and 20 key-to-key days.
    expect(part('j1')).toEqual([
      1, 100050, 1200, 400, 1, 1, 2, 1, 17, 1, 20, 1, 1200, 2, 1200, 20,
    ] satisfies DeliveredTotals);
    expect(part('j2').slice(0, 3)).toEqual([1, 50000, 350]);
    model.jobs.thenMatches({ id: 'j4', deliveredOn: null });
    // What the months hold is what their jobs add up to.
    const [j2, j3] = [part('j2'), part('j3')];
    const february = model.months
      .document('BAYVIEW|2026-02')!
      .delivered.reduce((totals, [, ...t]) => addDelivered(totals, t), emptyDeliveredTotals());
    expect(february).toEqual(addDelivered(addDelivered(emptyDeliveredTotals(), j2), j3));
  });

  it('projects in batches of any size what it projects event by event: keys and keysFrom name all it reads', async () => {
    const events = recorded([
      opened,
      created('j1', '2026-02-27T16:00:00.000Z', {
        datePickup: '2026-02-28T00:00:00',
        dateTowIn: '2026-02-27T00:00:00',
      }),
      onJob('j1', 'JobInformationChanged', '2026-02-28T16:00:00.000Z', {
        changes: { datePickup: '2026-03-01T00:00:00' },
      }),
      move('j1', 'BODY', '2026-03-01T08:00:00.000Z'),
      onJob('j1', 'JobInformationChanged', '2026-03-01T16:00:00.000Z', {
        changes: { hours: 7, datePickup: '2026-04-02T00:00:00' },
      }),
      onJob('j1', 'JobArchived', '2026-04-02T16:00:00.000Z', { closeDate: '2026-04-02T16:00:00.000Z' }),
      onJob('j1', 'JobReopened', '2026-04-03T16:00:00.000Z'),
      onJob('j1', 'JobInformationChanged', '2026-04-03T17:00:00.000Z', { changes: { subTotal: 10 } }),
      created('j2', '2026-04-03T18:00:00.000Z', { datePickup: '2026-04-04T00:00:00' }),
      onJob('j2', 'JobVoided', '2026-04-04T16:00:00.000Z', { closeDate: '2026-04-04T16:00:00.000Z' }),
    ]);
    const expected = projectInMemory(reportsProjector, events);
    for (const size of [1, 3, events.length])
      await withStores(async ({ readStore }) => {
        for (let at = 0; at < events.length; at += size) {
          const batch = events.slice(at, at + size);
          const changes = await projectBatch(reportsProjector, batch, readStore, (c) => c);
          await readStore.commit(changes, { name: 'reports', position: batch.at(-1)!.position });
        }
        for (const { collection } of [reportJobsModel, reportMonthsModel, reportDaysModel])
          for (const doc of expected.all(collection))
            expect(await readStore.get(collection, doc.id), `${collection} ${doc.id} in batches of ${size}`).toEqual(
              doc as Doc,
            );
      });
  });

  it('names only documents it may read: the job, and for an event that ends a stay the days and months around it', () => {
    const [event] = recorded([move('j1', 'BODY', '2026-03-03T05:30:00.000Z')]);
    expect(reportsProjector.keys(event)).toEqual([
      documentKey(reportJobsModel, 'j1'),
      documentKey(reportLocationsModel, 'BAYVIEW'),
      documentKey(reportDaysModel, 'BAYVIEW|2026-03-02'),
      documentKey(reportDaysModel, 'BAYVIEW|2026-03-03'),
      documentKey(reportDaysModel, 'BAYVIEW|2026-03-04'),
      documentKey(reportMonthsModel, 'BAYVIEW|2026-03'),
    ]);
    const [monthEnd] = recorded([move('j1', 'BODY', '2026-04-01T03:00:00.000Z')]);
    expect(reportsProjector.keys(monthEnd).filter((k) => k.collection === reportMonthsModel.collection)).toEqual([
      documentKey(reportMonthsModel, 'BAYVIEW|2026-03'),
      documentKey(reportMonthsModel, 'BAYVIEW|2026-04'),
    ]);
    const [other] = recorded([{ streamId: 'departments-BAYVIEW', type: 'DepartmentAdded', data: {} }]);
    expect(reportsProjector.keys(other)).toEqual([]);
  });
});
