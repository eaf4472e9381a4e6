import { archiveMessages, dateMessages, jobMessages, Refusal, scheduleMessages } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { catalog, light, monday } from '../testing/catalog.ts';
import { given } from '../testing/given.ts';
import { createdJob as created, jobForm as form, jobIds as ids } from '../testing/job.ts';
import {
  decideArchive,
  decideBadgeState,
  decideChangeInformation,
  decideCreateJob,
  decideMoveJob,
  decidePrioritise,
  decideReopen,
  decideReschedule,
  decideVoid,
  type ScheduledJob,
} from './decide.ts';
import { job } from './job.ts';

const refusal = (error: unknown) => {
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
};

describe('creating a job', () => {
  it('is created in the first active department with the form as given', () => {
    const [event] = created();
    expect(event.type).toBe('JobCreated');
    expect(event.data).toMatchObject({
      jobAdminId: 'job-1',
      jobAdminInt: 1001,
      departmentShortName: 'EST',
      departmentId: 'dep-EST',
      roState: 2,
      clientName: 'Maria Garcia',
      hours: 12.5,
      isException: false,
      refinish: 0,
      isTotalLoss: false,
    });
  });

  it('starts in a named department', () => {
    const [event] = decideCreateJob(form({ departmentShortName: 'body' }), catalog, monday, ids);
    expect(event.data.departmentShortName).toBe('BODY');
  });

  it('refuses an unknown or inactive department as not found', () => {
    for (const departmentShortName of ['NOPE', 'OLD']) {
      const result = given(job, []).when(() => decideCreateJob(form({ departmentShortName }), catalog, monday, ids));
      expect(refusal(result.error).status).toBe(404);
    }
  });

  it('refuses scheduled in today, in the past, or on a day the class has no capacity', () => {
    const cases: [string, string][] = [
      ['2026-03-02T00:00:00', dateMessages.scheduledInNotFuture],
      ['2026-02-27T00:00:00', dateMessages.scheduledInNotFuture],
      ['2026-03-07T00:00:00', dateMessages.scheduledInNoCapacity],
    ];
    for (const [scheduledIn, message] of cases) {
      const result = given(job, []).when(() =>
        decideCreateJob(form({ scheduledIn, scheduledOut: '2026-03-20T00:00:00' }), catalog, monday, ids),
      );
      expect(refusal(result.error).extra.errors).toContainEqual({ field: 'scheduledIn', message });
    }
  });

  it('refuses an inactive or unknown job class with the spec message', () => {
    for (const jobClassId of ['class-retired', 'class-unknown']) {
      const result = given(job, []).when(() => decideCreateJob(form({ jobClassId }), catalog, monday, ids));
      expect(refusal(result.error).extra.errors).toContainEqual({
        field: 'jobClassId',
        message: jobMessages.jobClassRequired,
      });
    }
  });

  it('refuses a group the location does not have', () => {
    const result = given(job, []).when(() => decideCreateJob(form({ groupShortName: 'FLEET' }), catalog, monday, ids));
    expect(refusal(result.error).extra.errors?.[0].field).toBe('groupShortName');
  });

  it('refuses the date chain out of order', () => {
    const result = given(job, []).when(() =>
      decideCreateJob(form({ dateTowIn: null, repairStart: '2026-03-03T00:00:00' }), catalog, monday, ids),
    );
    expect(refusal(result.error).extra.errors).toContainEqual({
      field: 'repairStart',
      message: dateMessages.startNeedsArrival,
    });
  });
});

describe('moving a job', () => {
  it('moves to another department', () => {
    const { events } = given(job, created()).when((s) =>
      decideMoveJob(s, { departmentShortName: 'BODY', subdepartmentShortName: 'BAY1' }, catalog),
    );
    expect(events).toEqual([
      {
        type: 'JobMovedToDepartment',
        data: {
          jobAdminId: 'job-1',
          fromDepartmentShortName: 'EST',
          toDepartmentShortName: 'BODY',
          toDepartmentId: 'dep-BODY',
          toSubdepartmentShortName: 'BAY1',
        },
      },
    ]);
  });

  it('takes a job out of its subdepartment within the same department', () => {
    const inBay = [
      ...created(),
      {
        type: 'JobMovedToDepartment',
        data: {
          jobAdminId: 'job-1',
          fromDepartmentShortName: 'EST',
          toDepartmentShortName: 'BODY',
          toDepartmentId: 'dep-BODY',
          toSubdepartmentShortName: 'BAY1',
        },
      },
    ];
    const { events } = given(job, inBay).when((s) =>
      decideMoveJob(s, { departmentShortName: 'BODY', subdepartmentShortName: null }, catalog),
    );
    expect(events?.[0].data).toMatchObject({ toDepartmentShortName: 'BODY', toSubdepartmentShortName: null });
    const again = given(job, inBay).when((s) =>
      decideMoveJob(s, { departmentShortName: 'BODY', subdepartmentShortName: 'BAY1' }, catalog),
    );
    expect(again.events).toEqual([]);
  });

  it('leaves its priority behind when the job moves to another department', () => {
    const prioritised = [...created(), { type: 'JobPrioritised', data: { jobAdminId: 'job-1', priority: 2 } }];
    const moved = given(job, prioritised).when((s) =>
      decideMoveJob(s, { departmentShortName: 'BODY', subdepartmentShortName: null }, catalog),
    );
    expect(given(job, [...prioritised, ...moved.events!]).state.priority).toBe(0);
  });

  it('does nothing when the job is already there', () => {
    const { events } = given(job, created()).when((s) =>
      decideMoveJob(s, { departmentShortName: 'EST', subdepartmentShortName: null }, catalog),
    );
    expect(events).toEqual([]);
  });

  // An unknown job, or another location's, is refused before any decider runs (shared/command.test.ts).
  it('refuses an unknown department or subdepartment as not found', () => {
    expect(
      refusal(
        given(job, created()).when((s) =>
          decideMoveJob(s, { departmentShortName: 'X', subdepartmentShortName: null }, catalog),
        ).error,
      ).status,
    ).toBe(404);
    expect(
      refusal(
        given(job, created()).when((s) =>
          decideMoveJob(s, { departmentShortName: 'PAINT', subdepartmentShortName: 'BAY1' }, catalog),
        ).error,
      ).status,
    ).toBe(404);
  });

  it('refuses a closed job', () => {
    const voided = [...created(), { type: 'JobVoided', data: { jobAdminId: 'job-1', closeDate: 'x' } }];
    const result = given(job, voided).when((s) =>
      decideMoveJob(s, { departmentShortName: 'BODY', subdepartmentShortName: null }, catalog),
    );
    expect(refusal(result.error).status).toBe(409);
  });
});

describe('moving a job to another day on the schedule', () => {
  const other = (jobAdminId: string, roState = 2, jobClassId = 'class-light'): ScheduledJob => ({
    jobAdminId,
    jobClassId,
    roState,
  });
  const move = (scheduledIn: string, recalculateScheduledOut: boolean, sameDay: ScheduledJob[] = [], shop = catalog) =>
    given(job, created()).when((s) =>
      decideReschedule(s, { scheduledIn, recalculateScheduledOut }, shop, monday, sameDay),
    );
  const refusedWith = (result: ReturnType<typeof move>, message: string) =>
    expect(refusal(result.error).extra.errors).toEqual([{ field: 'scheduledIn', message }]);

  it('changes scheduled in, and scheduled out by the class’s service days in business days when asked', () => {
    // Thursday 03/05 plus the Light class's 3 business days is Tuesday 03/10.
    expect(move('2026-03-05', true).events).toEqual([
      { type: 'JobInformationChanged', data: { jobAdminId: 'job-1', changes: { scheduledIn: '2026-03-05T00:00:00' } } },
      { type: 'JobScheduledOutChanged', data: { jobAdminId: 'job-1', scheduledOut: '2026-03-10T00:00:00' } },
    ]);
    expect(move('2026-03-05', false).events).toEqual([
      { type: 'JobInformationChanged', data: { jobAdminId: 'job-1', changes: { scheduledIn: '2026-03-05T00:00:00' } } },
    ]);
  });

  it('refuses a day the class’s other jobs fill, counting neither voided jobs, other classes nor the job itself', () => {
    refusedWith(move('2026-03-05', true, [other('a'), other('b')]), scheduleMessages.dayFull);
    expect(
      move('2026-03-05', true, [other('a'), other('b', 4), other('c', 2, 'class-heavy'), other('job-1')]).error,
    ).toBe(undefined);
    // Archived jobs scheduled in that day took their place.
    refusedWith(move('2026-03-05', true, [other('a', 3), other('b', 1)]), scheduleMessages.dayFull);
  });

  it('lets a class that allows going over its capacity fill a day past it, but never a weekday it takes no jobs', () => {
    const over = { ...catalog, jobClasses: catalog.jobClasses.map((c) => ({ ...c, allowOvercapacity: true })) };
    expect(move('2026-03-05', false, [other('a'), other('b'), other('c')], over).events).toHaveLength(1);
    refusedWith(move('2026-03-07', true, [], over), dateMessages.scheduledInNoCapacity);
  });

  it('holds the job form’s date rules: not in the past, scheduled out not before scheduled in', () => {
    refusedWith(move('2026-02-27', true), dateMessages.scheduledInPast);
    expect(refusal(move('2026-03-12', false).error).extra.errors).toEqual([
      { field: 'scheduledOut', message: dateMessages.scheduledOutBeforeIn },
    ]);
  });

  it('asks nothing of a day the job is already on, and refuses a closed job', () => {
    expect(move('2026-03-04', false, [other('a'), other('b'), other('job-1')]).events).toEqual([]);
    const voided = [...created(), { type: 'JobVoided', data: { jobAdminId: 'job-1', closeDate: 'x' } }];
    const result = given(job, voided).when((s) =>
      decideReschedule(s, { scheduledIn: '2026-03-05', recalculateScheduledOut: false }, catalog, monday, []),
    );
    expect(refusal(result.error).status).toBe(409);
  });
});

describe('saving the job form', () => {
  it('appends only the fields that changed, and a changed scheduled out as its own fact', () => {
    const { state, when } = given(job, created());
    const { events } = when((s) =>
      decideChangeInformation(s, { ...s.fields, color: 'Red', scheduledOut: '2026-03-10T00:00:00' }, catalog, monday),
    );
    expect(events).toEqual([
      { type: 'JobInformationChanged', data: { jobAdminId: 'job-1', changes: { color: 'Red' } } },
      { type: 'JobScheduledOutChanged', data: { jobAdminId: 'job-1', scheduledOut: '2026-03-10T00:00:00' } },
    ]);
    expect(state.fields.color).toBe('');
  });

  it('appends nothing when nothing changed', () => {
    const { events } = given(job, created()).when((s) => decideChangeInformation(s, s.fields, catalog, monday));
    expect(events).toEqual([]);
  });

  it('lets an arrival already saved stay in the past, but refuses a new past arrival', () => {
    const arrived = [
      ...created(),
      { type: 'JobInformationChanged', data: { jobAdminId: 'job-1', changes: { dateTowIn: '2026-02-20T00:00:00' } } },
    ];
    const later = new Date('2026-03-05T18:00:00Z');
    expect(
      given(job, arrived).when((s) => decideChangeInformation(s, { ...s.fields, color: 'Red' }, catalog, later)).error,
    ).toBeUndefined();
    const result = given(job, created()).when((s) =>
      decideChangeInformation(s, { ...s.fields, dateTowIn: '2026-02-27T00:00:00' }, catalog, monday),
    );
    expect(refusal(result.error).extra.errors).toContainEqual({
      field: 'dateTowIn',
      message: dateMessages.arrivalPast,
    });
  });
});

describe("a job class's badges (spec 1 section 4)", () => {
  // A class that starts its jobs with Rental, and names a badge the location has since deleted.
  const withRental = {
    ...catalog,
    jobClasses: [
      ...catalog.jobClasses,
      {
        ...light,
        jobClassId: 'class-rental',
        name: 'Rental',
        badgeClasses: [
          { badgeId: 'badge-gone', sortOrder: 0 },
          { badgeId: 'badge-rental', sortOrder: 1 },
        ],
      },
    ],
  };
  const added = (events: { type: string; data: Record<string, unknown> }[]) =>
    events.filter((e) => e.type === 'JobBadgeAdded').map((e) => e.data.badgeId);

  it('gives a new job its class’s badges', () => {
    const events = decideCreateJob(form({ jobClassId: 'class-rental' }), withRental, monday, ids);
    expect(added(events)).toEqual(['badge-rental']);
    expect(added(decideCreateJob(form(), withRental, monday, ids))).toEqual([]);
  });

  it('adds the new class’s badges when the class changes, once', () => {
    const { events = [] } = given(job, decideCreateJob(form(), withRental, monday, ids)).when((s) =>
      decideChangeInformation(s, { ...s.fields, jobClassId: 'class-rental' }, withRental, monday),
    );
    expect(added(events)).toEqual(['badge-rental']);
    const again = given(job, decideCreateJob(form({ jobClassId: 'class-rental' }), withRental, monday, ids)).when((s) =>
      decideChangeInformation(s, { ...s.fields, color: 'Red' }, withRental, monday),
    );
    expect(added(again.events ?? [])).toEqual([]);
  });
});

describe('priority, badges, closing', () => {
  it('prioritises, and refuses a negative priority', () => {
    expect(given(job, created()).when((s) => decidePrioritise(s, 2)).events).toEqual([
      { type: 'JobPrioritised', data: { jobAdminId: 'job-1', priority: 2 } },
    ]);
    expect(refusal(given(job, created()).when((s) => decidePrioritise(s, -1)).error).status).toBe(400);
  });

  it('refuses a priority in a department the job has left, but taking none from it is no change', () => {
    expect(refusal(given(job, created()).when((s) => decidePrioritise(s, 1, 'BODY')).error).status).toBe(409);
    expect(given(job, created()).when((s) => decidePrioritise(s, 0, 'BODY')).events).toEqual([]);
  });

  it('changes a badge state once, and refuses a state the badge does not have', () => {
    const first = given(job, created()).when((s) =>
      decideBadgeState(s, { badgeId: 'badge-rental', state: 2 }, catalog),
    );
    expect(first.events).toEqual([
      { type: 'JobBadgeAdded', data: { jobAdminId: 'job-1', badgeId: 'badge-rental' } },
      {
        type: 'BadgeStateChanged',
        data: {
          jobAdminId: 'job-1',
          badgeId: 'badge-rental',
          state: 2,
          badgeDescription: 'Rental',
          stateDescription: 'In Process',
        },
      },
    ]);
    const again = given(job, [...created(), ...first.events!]).when((s) =>
      decideBadgeState(s, { badgeId: 'badge-rental', state: 2 }, catalog),
    );
    expect(again.events).toEqual([]);
    expect(
      refusal(
        given(job, created()).when((s) => decideBadgeState(s, { badgeId: 'badge-rental', state: 9 }, catalog)).error,
      ).status,
    ).toBe(400);
  });

  it('refuses an archive that breaks the rules, listing every issue', () => {
    const result = given(job, created()).when((s) => decideArchive(s, monday));
    const error = refusal(result.error);
    expect(error.title).toBe(archiveMessages.blocked);
    expect(error.extra.errors?.map((e) => e.message)).toEqual([
      'Arrival date is empty',
      'Job Start date is empty',
      'Job Complete date is empty',
      'Delivered date is empty',
    ]);
  });

  it('archives a finished job with close date now, then reopens it', () => {
    const finished = [
      ...created(),
      {
        type: 'JobInformationChanged',
        data: {
          jobAdminId: 'job-1',
          changes: {
            dateTowIn: '2026-03-04T00:00:00',
            repairStart: '2026-03-05T00:00:00',
            dateReady: '2026-03-09T00:00:00',
            datePickup: '2026-03-10T00:00:00',
          },
        },
      },
    ];
    const archived = given(job, finished).when((s) => decideArchive(s, monday));
    expect(archived.events).toEqual([
      { type: 'JobArchived', data: { jobAdminId: 'job-1', closeDate: monday.toISOString() } },
    ]);
    const reopened = given(job, [...finished, ...archived.events!]).when((s) => decideReopen(s));
    expect(reopened.events).toEqual([{ type: 'JobReopened', data: { jobAdminId: 'job-1' } }]);
  });

  it('voids an open job and refuses to void it twice', () => {
    const voided = given(job, created()).when((s) => decideVoid(s, monday));
    expect(voided.events?.[0].type).toBe('JobVoided');
    expect(refusal(given(job, [...created(), ...voided.events!]).when((s) => decideVoid(s, monday)).error).status).toBe(
      409,
    );
  });
});
