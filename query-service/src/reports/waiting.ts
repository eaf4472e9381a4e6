import {
  addDays,
  type BusinessWeek,
  cycleTimeRange,
  dayInZone,
  defaultLocationPreferences,
  type HeldPiece,
  heldPieces as heldPiecesIn,
  hoursOf,
  instantInZone,
  notFound,
  round2,
  visitLedgers,
  type WaitFigures,
  type WaitHoldRow,
  type WaitingHold,
  type WaitingJob,
  type WaitingQuery,
  type WaitJobLedger,
  type WaitJobNames,
  type WaitJobRow,
  type WaitRow,
  type WhereJobsWait,
  waitHoldRowsSchema,
  waitingJobParamsSchema,
  waitingQuerySchema,
  waitJobLedgerSchema,
  waitJobRowsSchema,
  whereJobsWaitSchema,
} from '@bayline/contracts';
import { locationSettingsModel } from '@bayline/contracts/read-models/identity';
import { waitingJobsModel } from '@bayline/contracts/read-models/waiting';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userNames } from '../production/lookups.ts';
import { type ReportLookups, reportLookups } from './read.ts';

/**
 * Where Jobs Wait (docs/metrics.md): the held time of the location's jobs over a range, read from the ledger of
 * waiting and worked out when asked, in calendar hours and in the location's business hours as they are now.
 */

/** At most this many rows in a drill-down. */
const maxRows = 500;

/** What a read is asked over: the range, its instants (the end no later than now), the week and the names. */
interface Asked {
  range: { start: string; end: string };
  from: string;
  to: string;
  now: string;
  week: BusinessWeek;
  lookups: ReportLookups;
}

async function askedAt(readStore: ReadStore, location: string, query: WaitingQuery, now: Date): Promise<Asked> {
  const [settings, lookups] = await Promise.all([
    readStore.collection(locationSettingsModel).get(location),
    reportLookups(readStore, location),
  ]);
  const week: BusinessWeek = { ...defaultLocationPreferences, timeZone: 'UTC', ...settings };
  const range = cycleTimeRange(query, dayInZone(now, week.timeZone));
  const from = instantInZone(`${range.start}T00:00:00`, week.timeZone).toISOString();
  const end = instantInZone(`${addDays(range.end, 1)}T00:00:00`, week.timeZone).getTime();
  return {
    range,
    from,
    to: new Date(Math.min(end, now.getTime())).toISOString(),
    now: now.toISOString(),
    week,
    lookups,
  };
}

/** A job held in the range with the pieces of its holds the query keeps. */
interface HeldJob {
  job: WaitingJob;
  pieces: HeldPiece[];
}

/** The jobs held before the range ends (a job first held after it cannot count), with the pieces the query keeps. */
async function heldJobs(readStore: ReadStore, location: string, query: WaitingQuery, asked: Asked) {
  const jobs = await readStore
    .collection(waitingJobsModel)
    .find({ locationShortName: location, firstHeldAt: { $lt: asked.to } });
  const held: HeldJob[] = [];
  for (const job of jobs) {
    if (job.voided || job.firstHeldAt === null) continue;
    if ((query.job && job.id !== query.job) || (query.jobClass && job.jobClassId !== query.jobClass)) continue;
    if (query.group && job.groupShortName !== query.group) continue;
    const pieces = heldPieces(job, asked).filter(
      (p) =>
        (!query.department || p.departmentId === query.department) &&
        (!query.reason || p.hold.delayId === query.reason),
    );
    if (pieces.length) held.push({ job, pieces });
  }
  return held;
}

const heldPieces = (job: WaitingJob, asked: Asked) => heldPiecesIn(job, asked.from, asked.to);

/** A figure being added up: hours, and the holds and jobs they come from. */
interface Tally {
  name: string;
  /** When the name was given: a reason's latest description names it. */
  namedAt: string;
  calendarHours: number;
  businessHours: number;
  holds: Set<string>;
  jobs: Set<string>;
}

const emptyTally = (): Tally => ({
  name: '',
  namedAt: '',
  calendarHours: 0,
  businessHours: 0,
  holds: new Set(),
  jobs: new Set(),
});

function addTo(tally: Tally, piece: HeldPiece, jobId: string, asked: Asked, name = '') {
  const hours = hoursOf(piece.from, piece.to, asked.week);
  tally.calendarHours += hours.calendarHours;
  tally.businessHours += hours.businessHours;
  tally.holds.add(piece.hold.holdId);
  tally.jobs.add(jobId);
  if (piece.hold.heldAt >= tally.namedAt) {
    tally.name = name;
    tally.namedAt = piece.hold.heldAt;
  }
}

function add(tallies: Map<string, Tally>, id: string, piece: HeldPiece, jobId: string, asked: Asked, name: string) {
  let tally = tallies.get(id);
  if (!tally) {
    tally = emptyTally();
    tallies.set(id, tally);
  }
  addTo(tally, piece, jobId, asked, name);
}

const figuresOf = (t: Tally): WaitFigures => ({
  calendarHours: round2(t.calendarHours),
  businessHours: round2(t.businessHours),
  holds: t.holds.size,
  jobs: t.jobs.size,
});

/** Largest first: calendar hours, then business hours, then by name. */
const largestFirst = <R extends { calendarHours: number; businessHours: number }>(a: R, b: R, name: (r: R) => string) =>
  b.calendarHours - a.calendarHours || b.businessHours - a.businessHours || name(a).localeCompare(name(b));

const rowsOf = (tallies: Map<string, Tally>): WaitRow[] =>
  [...tallies]
    .map(([id, t]) => ({ id, name: t.name, ...figuresOf(t) }))
    .sort((a, b) => largestFirst(a, b, (r) => r.name));

const departmentName = (asked: Asked, piece: { departmentId: string; departmentShortName: string }) =>
  asked.lookups.departmentById(piece.departmentId)?.name ?? piece.departmentShortName;

/** GET reports/waiting. */
export function whereJobsWait(held: HeldJob[], asked: Asked): WhereJobsWait {
  const total = emptyTally();
  const [byReason, byDepartment, byJobClass, byGroup] = [new Map(), new Map(), new Map(), new Map()] as Map<
    string,
    Tally
  >[];
  for (const { job, pieces } of held)
    for (const piece of pieces) {
      addTo(total, piece, job.id, asked);
      add(byReason!, piece.hold.delayId, piece, job.id, asked, piece.hold.reason);
      add(byDepartment!, piece.departmentId, piece, job.id, asked, departmentName(asked, piece));
      add(byJobClass!, job.jobClassId, piece, job.id, asked, asked.lookups.jobClass(job.jobClassId)?.name ?? '');
      const group = job.groupShortName ?? '';
      add(byGroup!, group, piece, job.id, asked, asked.lookups.group(job.groupShortName)?.name ?? '');
    }
  return {
    range: asked.range,
    total: figuresOf(total),
    byReason: rowsOf(byReason!),
    byDepartment: rowsOf(byDepartment!),
    byJobClass: rowsOf(byJobClass!),
    byGroup: rowsOf(byGroup!),
  };
}

const namesOf = (job: WaitingJob, lookups: ReportLookups): WaitJobNames => ({
  jobAdminId: job.id,
  jobAdminInt: job.jobAdminInt,
  hat: job.hat,
  clientName: job.clientName,
  vehicle: [job.year || '', job.make, job.model].filter(Boolean).join(' '),
  jobClassName: lookups.jobClass(job.jobClassId)?.name ?? '',
  groupName: lookups.group(job.groupShortName)?.name ?? '',
});

/** GET reports/waiting/jobs: each job's held hours in the range, largest first. */
export function waitJobRows(held: HeldJob[], asked: Asked): WaitJobRow[] {
  return held
    .map(({ job, pieces }) => {
      const tally = emptyTally();
      for (const piece of pieces) addTo(tally, piece, job.id, asked);
      const { calendarHours, businessHours, holds } = figuresOf(tally);
      return { ...namesOf(job, asked.lookups), calendarHours, businessHours, holds };
    })
    .sort((a, b) => largestFirst(a, b, (r) => String(r.jobAdminInt).padStart(12, '0')))
    .slice(0, maxRows);
}

/** Each hold with its pieces: the hours of them, and the departments it spent them in. */
async function holdRows(
  readStore: ReadStore,
  held: { job: WaitingJob; pieces: HeldPiece[] }[],
  asked: Asked,
): Promise<WaitHoldRow[]> {
  const holds: { job: WaitingJob; hold: WaitingHold; pieces: HeldPiece[] }[] = [];
  for (const { job, pieces } of held) {
    const byHold = new Map<string, HeldPiece[]>();
    for (const piece of pieces) byHold.set(piece.hold.holdId, [...(byHold.get(piece.hold.holdId) ?? []), piece]);
    for (const [, of] of byHold) holds.push({ job, hold: of[0]!.hold, pieces: of });
  }
  const people = await userNames(
    readStore,
    holds.flatMap(({ hold }) => [hold.heldById, hold.releasedById ?? '']),
  );
  return holds
    .map(({ job, hold, pieces }) => {
      const tally = emptyTally();
      for (const piece of pieces) addTo(tally, piece, job.id, asked);
      return {
        ...namesOf(job, asked.lookups),
        calendarHours: round2(tally.calendarHours),
        businessHours: round2(tally.businessHours),
        holdId: hold.holdId,
        delayId: hold.delayId,
        reason: hold.reason,
        note: hold.note,
        departmentNames: [...new Set(pieces.map((p) => departmentName(asked, p)))],
        heldAt: hold.heldAt,
        releasedAt: hold.releasedAt,
        heldBy: people.get(hold.heldById) ?? '',
        releasedBy: hold.releasedById === null ? null : (people.get(hold.releasedById) ?? ''),
        heldHours: round2(hoursOf(hold.heldAt, hold.releasedAt ?? asked.now, asked.week).calendarHours),
      };
    })
    .sort((a, b) => largestFirst(a, b, (r) => r.heldAt))
    .slice(0, maxRows);
}

/** GET reports/waiting/jobs/{id}: the job's visits split into held by reason and not held, and all its holds. */
async function jobLedger(readStore: ReadStore, job: WaitingJob, asked: Asked): Promise<WaitJobLedger> {
  const rounded = <H extends { calendarHours: number; businessHours: number }>(h: H): H => ({
    ...h,
    calendarHours: round2(h.calendarHours),
    businessHours: round2(h.businessHours),
  });
  const visits = visitLedgers(job, asked.now, asked.week).map(
    ({ departmentId, held, notHeld, byReason, ...visit }) => ({
      ...rounded(visit),
      departmentName: departmentName(asked, {
        departmentId,
        departmentShortName: job.visits.find((v) => v.departmentId === departmentId)?.departmentShortName ?? '',
      }),
      held: rounded(held),
      notHeld: rounded(notHeld),
      byReason: byReason.map(rounded),
    }),
  );
  // Every hold whole: from the job's creation to now.
  const whole = { ...asked, from: job.visits[0]?.from ?? asked.now, to: asked.now };
  const holds = await holdRows(readStore, [{ job, pieces: heldPiecesIn(job, whole.from, whole.to) }], whole);
  return { ...namesOf(job, asked.lookups), visits, holds: holds.sort((a, b) => a.heldAt.localeCompare(b.heldAt)) };
}

const read = { area: 'dash', need: 'read' } as const;
const input = {
  query: { query: waitingQuerySchema },
  job: { params: waitingJobParamsSchema },
};
/** The projectors these reads wait for when they name a position. */
const projectors = ['waiting', 'settings', 'locations', 'identity'];

/** The Where Jobs Wait report, its drill-downs to jobs and holds, and a job's ledger (dash read). */
export async function waitingQueries(app: FastifyInstance, readStore: ReadStore) {
  const ask = async (request: FastifyRequest<{ Querystring: WaitingQuery }>) => {
    const here = sessionOf(request).locationShortName;
    const asked = await askedAt(readStore, here, request.query, request.server.now());
    return { here, asked, held: await heldJobs(readStore, here, request.query, asked) };
  };

  app.get<Validated<typeof input.query>>(
    '/reports/waiting',
    { config: { access: read, answers: { 200: whereJobsWaitSchema }, input: input.query, projectors } },
    async (request) => {
      const { asked, held } = await ask(request);
      return whereJobsWait(held, asked);
    },
  );

  app.get<Validated<typeof input.query>>(
    '/reports/waiting/jobs',
    { config: { access: read, answers: { 200: waitJobRowsSchema }, input: input.query, projectors } },
    async (request) => {
      const { asked, held } = await ask(request);
      return waitJobRows(held, asked);
    },
  );

  app.get<Validated<typeof input.query>>(
    '/reports/waiting/holds',
    { config: { access: read, answers: { 200: waitHoldRowsSchema }, input: input.query, projectors } },
    async (request) => {
      const { asked, held } = await ask(request);
      return holdRows(readStore, held, asked);
    },
  );

  app.get<Validated<typeof input.job>>(
    '/reports/waiting/jobs/:jobAdminId',
    { config: { access: read, answers: { 200: waitJobLedgerSchema }, input: input.job, projectors } },
    async (request) => {
      const here = sessionOf(request).locationShortName;
      const job = await readStore.collection(waitingJobsModel).get(request.params.jobAdminId);
      if (!job || job.locationShortName !== here) throw notFound('Job');
      return jobLedger(readStore, job, await askedAt(readStore, here, {}, request.server.now()));
    },
  );
}
