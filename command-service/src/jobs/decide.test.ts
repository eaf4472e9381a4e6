import { archiveMessages, dateMessages, holdMessages, jobMessages } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { catalog, light, monday } from '../testing/catalog.ts';
import { given } from '../testing/given.ts';
import { createdJob as created, jobForm as form, jobIds as ids } from '../testing/job.ts';
import {
  decideArchive,
  decideBadgeState,
  decideChangeInformation,
  decideCreateJob,
  decideHold,
  decideMoveJob,
  decidePrioritise,
  decideRelease,
  decideReopen,
  decideReschedule,
  decideVoid,
} from './decide.ts';
import { type JobStreamEvent, job } from './job.ts';

describe('creating a job', () => {
  it('is created in the first active department with the form as given', () => {
    const event = itemAt(created(), 0);
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
    expect(event).toMatchObject({ data: { departmentShortName: 'BODY' } });
  });

  it('refuses an unknown or inactive department as not found', () => {
    for (const departmentShortName of ['NOPE', 'OLD']) {
      given(job, [])
        .when(() => decideCreateJob(form({ departmentShortName }), catalog, monday, ids))
        .thenThrows('UnknownDepartment');
    }
  });

  it('refuses scheduled in today, in the past, or on a day the class has no capacity', () => {
    const cases: [string, string][] = [
      ['2026-03-02T00:00:00', dateMessages.scheduledInNotFuture],
      ['2026-02-27T00:00:00', dateMessages.scheduledInNotFuture],
      ['2026-03-07T00:00:00', dateMessages.scheduledInNoCapacity],
    ];
    for (const [scheduledIn, message] of cases) {
      given(job, [])
        .when(() => decideCreateJob(form({ scheduledIn, scheduledOut: '2026-03-20T00:00:00' }), catalog, monday, ids))
        .thenThrows('InvalidFields', (refusal) =>
          expect(refusal.extra.errors).toContainEqual({ field: 'scheduledIn', message }),
        );
    }
  });

  it('refuses an inactive or unknown job class with the spec message', () => {
    for (const jobClassId of ['class-retired', 'class-unknown']) {
      given(job, [])
        .when(() => decideCreateJob(form({ jobClassId }), catalog, monday, ids))
        .thenThrows('InvalidFields', (refusal) =>
          expect(refusal.extra.errors).toContainEqual({ field: 'jobClassId', message: jobMessages.jobClassRequired }),
        );
    }
  });

  it('refuses a group the location does not have', () => {
    given(job, [])
      .when(() => decideCreateJob(form({ groupShortName: 'FLEET' }), catalog, monday, ids))
      .thenThrows('InvalidFields', (refusal) => expect(refusal.extra.errors?.[0]?.field).toBe('groupShortName'));
  });

  it('refuses the date chain out of order', () => {
    given(job, [])
      .when(() => decideCreateJob(form({ dateTowIn: null, repairStart: '2026-03-03T00:00:00' }), catalog, monday, ids))
      .thenThrows('InvalidFields', (refusal) =>
        expect(refusal.extra.errors).toContainEqual({ field: 'repairStart', message: dateMessages.startNeedsArrival }),
      );
  });
});

describe('moving a job', () => {
  it('moves to another department', () => {
    given(job, created())
      .when((s) => decideMoveJob(s, { departmentShortName: 'BODY', subdepartmentShortName: 'BAY1' }, catalog))
      .then([
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
    const inBay: JobStreamEvent[] = [
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
    given(job, inBay)
      .when((s) => decideMoveJob(s, { departmentShortName: 'BODY', subdepartmentShortName: null }, catalog))
      .then((events) =>
        expect(events[0]?.data).toMatchObject({ toDepartmentShortName: 'BODY', toSubdepartmentShortName: null }),
      );
    given(job, inBay)
      .when((s) => decideMoveJob(s, { departmentShortName: 'BODY', subdepartmentShortName: 'BAY1' }, catalog))
      .then([]);
  });

  it('leaves its priority behind when the job moves to another department', () => {
    const prioritised: JobStreamEvent[] = [
      ...created(),
      { type: 'JobPrioritised', data: { jobAdminId: 'job-1', priority: 2 } },
    ];
    const moved = given(job, prioritised)
      .when((s) => decideMoveJob(s, { departmentShortName: 'BODY', subdepartmentShortName: null }, catalog))
      .then((events) => expect(events).toHaveLength(1));
    expect(given(job, [...prioritised, ...moved]).state.priority).toBe(0);
  });

  it('does nothing when the job is already there', () => {
    given(job, created())
      .when((s) => decideMoveJob(s, { departmentShortName: 'EST', subdepartmentShortName: null }, catalog))
      .then([]);
  });

  // An unknown job, or another location's, is refused before any decider runs (shared/command.test.ts).
  it('refuses an unknown department or subdepartment as not found', () => {
    given(job, created())
      .when((s) => decideMoveJob(s, { departmentShortName: 'X', subdepartmentShortName: null }, catalog))
      .thenThrows('UnknownDepartment');
    given(job, created())
      .when((s) => decideMoveJob(s, { departmentShortName: 'PAINT', subdepartmentShortName: 'BAY1' }, catalog))
      .thenThrows('UnknownSubdepartment');
  });

  it('refuses a closed job', () => {
    const voided: JobStreamEvent[] = [
      ...created(),
      { type: 'JobVoided', data: { jobAdminId: 'job-1', closeDate: 'x' } },
    ];
    given(job, voided)
      .when((s) => decideMoveJob(s, { departmentShortName: 'BODY', subdepartmentShortName: null }, catalog))
      .thenThrows('JobClosed');
  });
});

describe('moving a job to another day on the schedule', () => {
  const move = (scheduledIn: string, recalculateScheduledOut: boolean, shop = catalog) =>
    given(job, created()).when((s) => decideReschedule(s, { scheduledIn, recalculateScheduledOut }, shop, monday));
  const refusedWith = (result: ReturnType<typeof move>, message: string) =>
    result.thenThrows('InvalidFields', (refusal) =>
      expect(refusal.extra.errors).toEqual([{ field: 'scheduledIn', message }]),
    );

  it('changes scheduled in, and scheduled out by the class’s service days in business days when asked', () => {
    // Thursday 03/05 plus the Light class's 3 business days is Tuesday 03/10.
    move('2026-03-05', true).then([
      { type: 'JobInformationChanged', data: { jobAdminId: 'job-1', changes: { scheduledIn: '2026-03-05T00:00:00' } } },
      { type: 'JobScheduledOutChanged', data: { jobAdminId: 'job-1', scheduledOut: '2026-03-10T00:00:00' } },
    ]);
    move('2026-03-05', false).then([
      { type: 'JobInformationChanged', data: { jobAdminId: 'job-1', changes: { scheduledIn: '2026-03-05T00:00:00' } } },
    ]);
  });

  it('lets a class that allows going over its capacity fill a day past it, but never a weekday it takes no jobs', () => {
    const over = { ...catalog, jobClasses: catalog.jobClasses.map((c) => ({ ...c, allowOvercapacity: true })) };
    move('2026-03-05', false, over).then((events) => expect(events).toHaveLength(1));
    refusedWith(move('2026-03-07', true, over), dateMessages.scheduledInNoCapacity);
  });

  it('holds the job form’s date rules: not in the past, scheduled out not before scheduled in', () => {
    refusedWith(move('2026-02-27', true), dateMessages.scheduledInPast);
    move('2026-03-12', false).thenThrows('InvalidFields', (refusal) =>
      expect(refusal.extra.errors).toEqual([{ field: 'scheduledOut', message: dateMessages.scheduledOutBeforeIn }]),
    );
  });

  it('asks nothing of a day the job is already on, and refuses a closed job', () => {
    move('2026-03-04', false).then([]);
    const voided: JobStreamEvent[] = [
      ...created(),
      { type: 'JobVoided', data: { jobAdminId: 'job-1', closeDate: 'x' } },
    ];
    given(job, voided)
      .when((s) => decideReschedule(s, { scheduledIn: '2026-03-05', recalculateScheduledOut: false }, catalog, monday))
      .thenThrows('JobClosed');
  });
});

describe('saving the job form', () => {
  it('appends only the fields that changed, and a changed scheduled out as its own fact', () => {
    const { state, when } = given(job, created());
    when((s) =>
      decideChangeInformation(s, { ...s.fields, color: 'Red', scheduledOut: '2026-03-10T00:00:00' }, catalog, monday),
    ).then([
      { type: 'JobInformationChanged', data: { jobAdminId: 'job-1', changes: { color: 'Red' } } },
      { type: 'JobScheduledOutChanged', data: { jobAdminId: 'job-1', scheduledOut: '2026-03-10T00:00:00' } },
    ]);
    expect(state.fields.color).toBe('');
  });

  it('appends nothing when nothing changed', () => {
    given(job, created())
      .when((s) => decideChangeInformation(s, s.fields, catalog, monday))
      .then([]);
  });

  it('lets an arrival already saved stay in the past, but refuses a new past arrival', () => {
    const arrived: JobStreamEvent[] = [
      ...created(),
      { type: 'JobInformationChanged', data: { jobAdminId: 'job-1', changes: { dateTowIn: '2026-02-20T00:00:00' } } },
    ];
    const later = new Date('2026-03-05T18:00:00Z');
    given(job, arrived)
      .when((s) => decideChangeInformation(s, { ...s.fields, color: 'Red' }, catalog, later))
      .then([{ type: 'JobInformationChanged', data: { jobAdminId: 'job-1', changes: { color: 'Red' } } }]);
    given(job, created())
      .when((s) => decideChangeInformation(s, { ...s.fields, dateTowIn: '2026-02-27T00:00:00' }, catalog, monday))
      .thenThrows('InvalidFields', (refusal) =>
        expect(refusal.extra.errors).toContainEqual({ field: 'dateTowIn', message: dateMessages.arrivalPast }),
      );
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
    given(job, decideCreateJob(form(), withRental, monday, ids))
      .when((s) => decideChangeInformation(s, { ...s.fields, jobClassId: 'class-rental' }, withRental, monday))
      .then((events) => expect(added(events)).toEqual(['badge-rental']));
    given(job, decideCreateJob(form({ jobClassId: 'class-rental' }), withRental, monday, ids))
      .when((s) => decideChangeInformation(s, { ...s.fields, color: 'Red' }, withRental, monday))
      .then((events) => expect(added(events)).toEqual([]));
  });
});

describe('priority, badges, closing', () => {
  it('prioritises, and refuses a negative priority', () => {
    given(job, created())
      .when((s) => decidePrioritise(s, 2))
      .then([{ type: 'JobPrioritised', data: { jobAdminId: 'job-1', priority: 2 } }]);
    given(job, created())
      .when((s) => decidePrioritise(s, -1))
      .thenThrows('InvalidFields');
  });

  it('refuses a priority in a department the job has left, but taking none from it is no change', () => {
    given(job, created())
      .when((s) => decidePrioritise(s, 1, 'BODY'))
      .thenThrows('LeftDepartment');
    given(job, created())
      .when((s) => decidePrioritise(s, 0, 'BODY'))
      .then([]);
  });

  it('changes a badge state once, and refuses a state the badge does not have', () => {
    const first = given(job, created())
      .when((s) => decideBadgeState(s, { badgeId: 'badge-rental', state: 2 }, catalog))
      .then([
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
    given(job, [...created(), ...first])
      .when((s) => decideBadgeState(s, { badgeId: 'badge-rental', state: 2 }, catalog))
      .then([]);
    given(job, created())
      .when((s) => decideBadgeState(s, { badgeId: 'badge-rental', state: 9 }, catalog))
      .thenThrows('InvalidFields');
  });

  it('refuses an archive that breaks the rules, listing every issue', () => {
    given(job, created())
      .when((s) => decideArchive(s, monday))
      .thenThrows('ArchiveBlocked', (refusal) => {
        expect(refusal.title).toBe(archiveMessages.blocked);
        expect(refusal.extra.errors?.map((e) => e.message)).toEqual([
          'Arrival date is empty',
          'Job Start date is empty',
          'Job Complete date is empty',
          'Delivered date is empty',
        ]);
      });
  });

  it('archives a finished job with close date now, then reopens it', () => {
    const finished: JobStreamEvent[] = [
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
    const archived = given(job, finished)
      .when((s) => decideArchive(s, monday))
      .then([{ type: 'JobArchived', data: { jobAdminId: 'job-1', closeDate: monday.toISOString() } }]);
    given(job, [...finished, ...archived])
      .when((s) => decideReopen(s))
      .then([{ type: 'JobReopened', data: { jobAdminId: 'job-1' } }]);
  });

  it('voids an open job and refuses to void it twice', () => {
    const voided = given(job, created())
      .when((s) => decideVoid(s, monday))
      .then((events) => expect(events[0]?.type).toBe('JobVoided'));
    given(job, [...created(), ...voided])
      .when((s) => decideVoid(s, monday))
      .thenThrows('JobClosed');
  });
});

describe('holds with a reason', () => {
  const held: JobStreamEvent = {
    type: 'JobHeld',
    data: { jobAdminId: 'job-1', holdId: 'hold-1', delayId: 'delay-parts', reason: 'Parts', note: 'Bumper on order' },
  };

  it('puts a job on hold with an active reason, its description and the note carried on the event', () => {
    given(job, created())
      .when((s) => decideHold(s, { delayId: 'delay-parts', note: 'Bumper on order' }, catalog, 'hold-1'))
      .then([held]);
  });

  it('refuses an unknown, inactive, deleted or other location’s reason, naming the field', () => {
    for (const delayId of ['delay-nope', 'delay-old', 'delay-gone']) {
      given(job, created())
        .when((s) => decideHold(s, { delayId, note: '' }, catalog, 'hold-1'))
        .thenThrows('InvalidFields', (refusal) =>
          expect(refusal.extra.errors).toEqual([{ field: 'delayId', message: holdMessages.reasonUnknown }]),
        );
    }
    given(job, created())
      .when((s) => decideHold(s, { delayId: 'delay-parts', note: '' }, { ...catalog, delayReasons: [] }, 'hold-1'))
      .thenThrows('InvalidFields');
  });

  it('refuses a second hold on a held job, and a release of a job not held', () => {
    given(job, [...created(), held])
      .when((s) => decideHold(s, { delayId: 'delay-approval', note: '' }, catalog, 'hold-2'))
      .thenThrows('AlreadyHeld', (refusal) => expect(refusal.title).toBe(holdMessages.alreadyHeld));
    given(job, created())
      .when((s) => decideRelease(s))
      .thenThrows('NotHeld');
    given(job, [
      ...created(),
      held,
      {
        type: 'JobReleased',
        data: { jobAdminId: 'job-1', holdId: 'hold-1', reason: 'Parts', heldAt: '2026-03-02T17:00:00.000Z' },
      },
    ])
      .when((s) => decideRelease(s))
      .thenThrows('NotHeld');
  });

  it('releases the hold it is on, then may be held again', () => {
    const released = given(job, [...created(), held])
      .when((s) => decideRelease(s))
      .then([
        {
          type: 'JobReleased',
          data: { jobAdminId: 'job-1', holdId: 'hold-1', reason: 'Parts', heldAt: '2026-03-02T17:00:00.000Z' },
        },
      ]);
    given(job, [...created(), held, ...released])
      .when((s) => decideHold(s, { delayId: 'delay-approval', note: '' }, catalog, 'hold-2'))
      .then((events) => expect(events[0]).toMatchObject({ type: 'JobHeld', data: { holdId: 'hold-2' } }));
  });

  it('refuses to archive a held job, asking for its release; voiding ends the hold with the job', () => {
    given(job, [...created(), held])
      .when((s) => decideArchive(s, monday))
      .thenThrows('JobHeld', (refusal) => expect(refusal.title).toBe(holdMessages.releaseBeforeArchiving));
    given(job, [...created(), held])
      .when((s) => decideVoid(s, monday))
      .then([
        {
          type: 'JobReleased',
          data: { jobAdminId: 'job-1', holdId: 'hold-1', reason: 'Parts', heldAt: '2026-03-02T17:00:00.000Z' },
        },
        { type: 'JobVoided', data: { jobAdminId: 'job-1', closeDate: monday.toISOString() } },
      ]);
  });

  it('refuses to hold or release a closed job', () => {
    const voided: JobStreamEvent = {
      type: 'JobVoided',
      data: { jobAdminId: 'job-1', closeDate: monday.toISOString() },
    };
    given(job, [...created(), voided])
      .when((s) => decideHold(s, { delayId: 'delay-parts', note: '' }, catalog, 'hold-1'))
      .thenThrows('JobClosed');
    given(job, [...created(), held, voided])
      .when((s) => decideRelease(s))
      .thenThrows('JobClosed');
  });
});
