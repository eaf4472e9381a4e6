import {
  type DateEntry,
  type DateEntryCounts,
  type DateEntryEntriesQuery,
  type DateEntryQuery,
  type DateEntryReport,
  type DateEntryRow,
  type DateRange,
  dateChainFields,
  defaultLateHours,
  isLate,
  jobDateFields,
  lateLagAbove,
} from '@bayline/contracts';
import { dateEntriesModel } from '@bayline/contracts/read-models/date-entries';
import { reportStaysModel } from '@bayline/contracts/read-models/reports';
import type { ReadStore } from '@bayline/platform/read-store/port';
import { systemUserId } from '../audit/names.ts';
import { userNames } from '../production/lookups.ts';

/** At most this many entries in a drill-down. */
const maxEntries = 500;

const emptyCounts = (): DateEntryCounts => ({ entries: 0, late: 0, backDated: 0 });

/** The location's entries made on the range's days (its time zone), of one date or one user when asked. */
function enteredIn(readStore: ReadStore, location: string, range: DateRange, query: DateEntryQuery) {
  return readStore.collection(dateEntriesModel).find({
    locationShortName: location,
    enteredOn: { $gte: range.start, $lte: range.end },
    ...(query.field ? { field: query.field } : {}),
    ...(query.user ? { enteredBy: query.user } : {}),
  });
}

/** The people who made the entries, by id ('system' is Bayline itself: the seed, the uploader). */
async function peopleOf(readStore: ReadStore, entries: DateEntry[]) {
  const names = await userNames(readStore, [...new Set(entries.map((e) => e.enteredBy))]);
  return (userId: string) => (userId === systemUserId ? 'System' : (names.get(userId) ?? ''));
}

/**
 * GET reports/date-entry: the range's entries, late ones (docs/metrics.md "Date entry") and back-dated ones per
 * user and per date.
 */
export async function dateEntryReport(
  readStore: ReadStore,
  location: string,
  range: DateRange,
  query: DateEntryQuery,
): Promise<DateEntryReport> {
  const lateHours = query.lateHours ?? defaultLateHours;
  const entries = await enteredIn(readStore, location, range, query);
  const person = await peopleOf(readStore, entries);
  const totals = emptyCounts();
  const byUser = new Map<string, DateEntryCounts>();
  const byField = new Map(jobDateFields.map((f) => [f, emptyCounts()]));
  for (const entry of entries) {
    let user = byUser.get(entry.enteredBy);
    if (!user) {
      user = emptyCounts();
      byUser.set(entry.enteredBy, user);
    }
    const late = isLate(entry, lateHours);
    for (const counts of [totals, user, byField.get(entry.field)!]) {
      counts.entries++;
      if (late) counts.late++;
      if (entry.backDated) counts.backDated++;
    }
  }
  return {
    range,
    lateHours,
    totals,
    byUser: [...byUser]
      .map(([userId, counts]) => ({ userId, userName: person(userId), ...counts }))
      .sort(
        (a, b) =>
          b.late + b.backDated - (a.late + a.backDated) ||
          b.entries - a.entries ||
          a.userName.localeCompare(b.userName) ||
          a.userId.localeCompare(b.userId),
      ),
    byField: [...byField].map(([field, counts]) => ({ field, ...counts })),
  };
}

const rowsOf = async (readStore: ReadStore, entries: DateEntry[], lateHours: number): Promise<DateEntryRow[]> => {
  const person = await peopleOf(readStore, entries);
  return entries.map((e) => ({
    jobAdminId: e.jobAdminId,
    jobAdminInt: e.jobAdminInt,
    field: e.field,
    before: e.before,
    after: e.after,
    enteredAt: e.enteredAt,
    enteredBy: e.enteredBy,
    userName: person(e.enteredBy),
    lagHours: e.lagHours,
    late: isLate(e, lateHours),
    backDated: e.backDated,
  }));
};

/** GET reports/date-entry/entries: the entries behind a figure of the report, most recent first. */
export async function dateEntryRows(
  readStore: ReadStore,
  location: string,
  range: DateRange,
  query: DateEntryEntriesQuery,
): Promise<DateEntryRow[]> {
  const lateHours = query.lateHours ?? defaultLateHours;
  const kind = query.kind ?? 'all';
  const entries = (await enteredIn(readStore, location, range, query))
    .filter((e) => kind === 'all' || (kind === 'late' ? isLate(e, lateHours) : e.backDated))
    .sort((a, b) => b.enteredAt.localeCompare(a.enteredAt) || a.id.localeCompare(b.id))
    .slice(0, maxEntries);
  return rowsOf(readStore, entries, lateHours);
}

/** GET reports/date-entry/jobs/{jobAdminId}: every entry of the job's dates, in the order they were made. */
export async function jobDateEntries(readStore: ReadStore, jobAdminId: string): Promise<DateEntryRow[]> {
  const entries = (await readStore.collection(dateEntriesModel).find({ jobAdminId })).sort(
    (a, b) => a.enteredAt.localeCompare(b.enteredAt) || a.id.localeCompare(b.id),
  );
  return rowsOf(readStore, entries, defaultLateHours);
}

/**
 * The ids of the stays that ended in the range of jobs with a date of the chain entered more than `hours` late:
 * the late entries are read by their lag, then only those jobs' stays of the range.
 */
export async function staysOfLateJobs(
  readStore: ReadStore,
  location: string,
  range: DateRange,
  hours: number,
): Promise<Set<string>> {
  const late = await readStore.collection(dateEntriesModel).find({
    locationShortName: location,
    lagHours: { $gt: lateLagAbove(hours) },
    field: { $in: [...dateChainFields] },
  });
  const jobs = [...new Set(late.filter((e) => isLate(e, hours)).map((e) => e.jobAdminId))];
  if (!jobs.length) return new Set();
  const stays = await readStore.collection(reportStaysModel).find({
    locationShortName: location,
    day: { $gte: range.start, $lte: range.end },
    jobAdminId: { $in: jobs },
  });
  return new Set(stays.map((s) => s.id));
}
