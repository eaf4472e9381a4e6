import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Department } from '../settings/dto.ts';
import { jobsAheadByJob, type PromiseCause, type PromiseJob, promiseOf } from './promise.ts';

/** A case: what it shows, the job, its hours of work, its causes, the jobs ahead of it (none unless said). */
type Row = [string, PromiseJob, number, PromiseCause[], number?];

const light = 'class-light';
const department = (
  departmentId: string,
  sortOrder: number,
  goal: number | null,
  more: Partial<Department> = {},
): Department => ({
  departmentId,
  shortName: departmentId.toUpperCase(),
  name: departmentId[0]!.toUpperCase() + departmentId.slice(1),
  description: '',
  displayColor: '#000000',
  fontColor: '#ffffff',
  sortOrder,
  isActive: true,
  deletedAt: null,
  isWip: true,
  isMilestone: false,
  laborType: 0,
  laborPercent: 0,
  subdepartments: [],
  jobClassCycles:
    goal === null ? [] : [{ jobClassId: light, days: Math.floor(goal / 24), hours: goal % 24, minutes: 0 }],
  ...more,
});

// Estimate (not work), Body 8 h, Paint 10 h, Detail 2 h, Ready (not work); listed out of order on purpose.
const departments = [
  department('paint', 3, 10),
  department('estimate', 0, 5, { isWip: false }),
  department('body', 2, 8),
  department('ready', 9, 4, { isWip: false, isMilestone: true }),
  department('detail', 4, 2),
  department('frame', 1, 50, { isActive: false }),
];

const hour = 3_600_000;
// A fixed instant: 2027-03-10 12:00 in Los Angeles (UTC−8).
const now = Date.parse('2027-03-10T20:00:00Z');
const timeZone = 'America/Los_Angeles';
const job = (more: Partial<PromiseJob> = {}): PromiseJob => ({
  jobAdminId: 'j1',
  jobAdminInt: 1,
  departmentId: 'body',
  departmentEnteredAt: new Date(now - 2 * hour).toISOString(),
  jobClassId: light,
  priority: 0,
  scheduledOut: null,
  hold: null,
  ...more,
});
const hold = (heldAt: number) => ({
  holdId: 'h1',
  delayId: 'd1',
  reason: 'Parts',
  note: '',
  heldAt: new Date(heldAt).toISOString(),
  heldById: 'u1',
});
const at = (hours: number) => new Date(now + hours * hour).toISOString();

describe('promiseOf', () => {
  it.each([
    ['6 h left of Body, Paint and Detail ahead', job(), 6 + 10 + 2, [{ kind: 'ahead', departments: 2, hours: 12 }]],
    [
      'Body over its goal by 6 h: nothing left there',
      job({ departmentEnteredAt: at(-14) }),
      12,
      [
        { kind: 'overGoal', department: 'Body', hours: 6 },
        { kind: 'ahead', departments: 2, hours: 12 },
      ],
    ],
    [
      'two jobs ahead in Body add a quarter of its goal each',
      job(),
      6 + 4 + 12,
      [
        { kind: 'queue', department: 'Body', jobs: 2, hours: 4 },
        { kind: 'ahead', departments: 2, hours: 12 },
      ],
      2,
    ],
    [
      'held for 28 h after 2 h in Body: the held time is not worked',
      job({ departmentEnteredAt: at(-30), hold: hold(now - 28 * hour) }),
      18,
      [
        { kind: 'held', reason: 'Parts', hours: 28 },
        { kind: 'ahead', departments: 2, hours: 12 },
      ],
    ],
    [
      'held since before it entered Body: none of its time there is worked',
      job({ hold: hold(now - 5 * hour) }),
      20,
      [
        { kind: 'held', reason: 'Parts', hours: 5 },
        { kind: 'ahead', departments: 2, hours: 12 },
      ],
    ],
    [
      'in Estimate (not work): every work department ahead, Estimate’s goal not counted',
      job({ departmentId: 'estimate' }),
      20,
      [{ kind: 'ahead', departments: 3, hours: 20 }],
    ],
    [
      'in an unknown department: every work department ahead',
      job({ departmentId: 'gone' }),
      20,
      [{ kind: 'ahead', departments: 3, hours: 20 }],
    ],
    ['in Detail, the last: its own goal only', job({ departmentId: 'detail', departmentEnteredAt: at(-1) }), 1, []],
    ['a class without goals: nothing to wait for but the queue of none', job({ jobClassId: 'other' }), 0, []],
  ] satisfies Row[])('%s', (_, input, hours, causes, jobsAhead = 0) => {
    const promise = promiseOf({ job: input, departments, jobsAhead, now, timeZone });
    expect(promise?.workHours).toBe(hours);
    expect(promise?.expectedAt).toBe(at(hours));
    expect(promise?.causes).toEqual(causes);
    expect(promise?.verdict).toBeNull();
  });

  it('has no date for a job past the last work department', () => {
    expect(promiseOf({ job: job({ departmentId: 'ready' }), departments, jobsAhead: 0, now, timeZone })).toBeNull();
  });

  // 18 h of work from 12:00 on the 10th: expected 06:00 on the 11th; the 11th ends at 08:00 UTC on the 12th.
  it.each([
    ['2027-03-12T00:00:00', 'onTime'],
    ['2027-03-11T00:00:00', 'onTime'],
    ['2027-03-10T00:00:00', 'late'],
  ] as const)('Scheduled Out %s is %s', (scheduledOut, verdict) => {
    const promise = promiseOf({ job: job({ scheduledOut }), departments, jobsAhead: 0, now, timeZone });
    expect(promise?.dueAt).toBe(`${scheduledOut.slice(0, 8)}${Number(scheduledOut.slice(8, 10)) + 1}T08:00:00.000Z`);
    expect(promise?.verdict).toBe(verdict);
  });

  it('is at risk when less than a quarter of the work is left to spare before Scheduled Out ends', () => {
    // 18 h of work and 2 h more per job ahead; the 11th ends 36 h from now.
    const withAhead = (jobsAhead: number) =>
      promiseOf({ job: job({ scheduledOut: '2027-03-11T00:00:00' }), departments, jobsAhead, now, timeZone })?.verdict;
    expect(withAhead(5)).toBe('onTime'); // 28 h of work, 8 h to spare: not under 7 h
    expect(withAhead(6)).toBe('atRisk'); // 30 h of work, 6 h to spare: under 7.5 h
    expect(withAhead(9)).toBe('atRisk'); // 36 h of work: done as the day ends
    expect(withAhead(10)).toBe('late');
  });

  it('follows the worked example of docs/metrics.md', () => {
    // 04:00 on the 10th in Los Angeles: 20 h left of the day; 14 h into Body.
    const early = Date.parse('2027-03-10T12:00:00Z');
    const promiseWith = (jobsAhead: number) =>
      promiseOf({
        job: job({
          departmentEnteredAt: new Date(early - 14 * hour).toISOString(),
          scheduledOut: '2027-03-10T00:00:00',
        }),
        departments,
        jobsAhead,
        now: early,
        timeZone,
      });
    expect(promiseWith(2)).toMatchObject({ workHours: 16, verdict: 'onTime' });
    expect(promiseWith(2)?.causes[0]).toEqual({ kind: 'overGoal', department: 'Body', hours: 6 });
    expect(promiseWith(3)).toMatchObject({ workHours: 18, verdict: 'atRisk' });
    expect(promiseWith(5)).toMatchObject({ workHours: 22, verdict: 'late' });
  });

  const instants = fc.integer({ min: 0, max: 400 }).map((h) => now - h * hour);
  it('never expects the job before now, and waits at least the goals ahead', () => {
    fc.assert(
      fc.property(instants, fc.nat(6), fc.boolean(), (entered, ahead, held) => {
        const input = job({
          departmentEnteredAt: new Date(entered).toISOString(),
          hold: held ? hold(entered + (now - entered) / 2) : null,
        });
        const promise = promiseOf({ job: input, departments, jobsAhead: ahead, now, timeZone })!;
        expect(Date.parse(promise.expectedAt)).toBeGreaterThanOrEqual(now + 12 * hour);
        expect(promise.workHours).toBeLessThanOrEqual(8 + ahead * 2 + 12);
      }),
    );
  });

  it('moves with the clock while held, and no later than the clock while worked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 48 }), (since, later) => {
        const entered = now - since * hour;
        const expected = (input: PromiseJob, t: number) =>
          Date.parse(promiseOf({ job: input, departments, jobsAhead: 0, now: t, timeZone })!.expectedAt);
        const heldJob = job({ departmentEnteredAt: new Date(entered).toISOString(), hold: hold(entered) });
        expect(expected(heldJob, now + later * hour) - expected(heldJob, now)).toBe(later * hour);
        const worked = job({ departmentEnteredAt: new Date(entered).toISOString() });
        expect(expected(worked, now + later * hour) - expected(worked, now)).toBeLessThanOrEqual(later * hour);
        expect(expected(worked, now + later * hour)).toBeGreaterThanOrEqual(expected(worked, now));
      }),
    );
  });

  it('only grows with Scheduled Out earlier: the verdict never improves as the day moves sooner', () => {
    const order = { onTime: 0, atRisk: 1, late: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 200 }), (days, since) => {
        const input = (day: number) =>
          job({
            departmentEnteredAt: at(-since),
            scheduledOut: `2027-03-${String(10 + day).padStart(2, '0')}T00:00:00`,
          });
        const verdict = (day: number) =>
          promiseOf({ job: input(day), departments, jobsAhead: 0, now, timeZone })!.verdict!;
        expect(order[verdict(days)]).toBeGreaterThanOrEqual(order[verdict(days + 1)]);
      }),
    );
  });
});

describe('jobsAheadByJob', () => {
  const open = (id: string, more: Partial<PromiseJob>) =>
    job({ jobAdminId: id, jobAdminInt: Number(id.slice(1)), ...more });
  it('counts the working jobs before each one in its department: prioritised first, then the earliest in', () => {
    const ahead = jobsAheadByJob([
      open('j1', { departmentEnteredAt: at(-5) }),
      open('j2', { departmentEnteredAt: at(-9) }),
      open('j3', { departmentEnteredAt: at(-1), priority: 1 }),
      open('j4', { departmentEnteredAt: at(-9), hold: hold(now) }),
      open('j5', { departmentEnteredAt: at(-1) }),
      open('j6', { departmentEnteredAt: at(-20), departmentId: 'paint' }),
      open('j7', { departmentEnteredAt: at(-9) }),
    ]);
    expect(Object.fromEntries(ahead)).toEqual({ j3: 0, j2: 1, j4: 2, j7: 2, j1: 3, j5: 4, j6: 0 });
  });
});
