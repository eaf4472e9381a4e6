import { z } from 'zod';
import { idPattern, locationShortNameSchema, maxIdLength } from '../bounds.ts';
import { addDays } from '../dates.ts';
import { onceValid, whenFieldsPass } from '../validation.ts';

/** The filter keys of a saved report (spec 3 section 3). */
export const filterKeys = [
  'assignee',
  'badge',
  'group',
  'jobClass',
  'state',
  'job',
  'roState',
  'upcoming',
  'start',
  'end',
] as const;
export type FilterKey = (typeof filterKeys)[number];

/** One filter of a saved report: several of one key are alternatives (or), different keys all apply (and). */
export interface ReportFilter {
  index: number;
  filterName: FilterKey;
  value: string;
}

/** The filters GET reports/options/{key} lists the values of. */
export const reportOptionKeys = ['assignee', 'badge', 'group', 'jobClass', 'state'] as const;
export type ReportOptionKey = (typeof reportOptionKeys)[number];

/** A value a filter can take, as the filter list of the report dialog shows it. */
export interface ReportOption {
  value: string;
  label: string;
  color?: string;
  isActive: boolean;
}

/** The presets of spec 3 section 9: All Jobs, Today's Jobs, Past Due Jobs, Upcoming Jobs. */
export const jobPresets = ['all', 'today', 'pastDue', 'upcoming'] as const;
export type JobPreset = (typeof jobPresets)[number];
/** How far ahead Upcoming Jobs look: all the future, 1 to 6 days, 1 to 3 weeks, 1 month (spec 3 section 9). */
export const upcomingRanges = ['all', '1d', '2d', '3d', '4d', '5d', '6d', '1w', '2w', '3w', '1m'] as const;
export type UpcomingRange = (typeof upcomingRanges)[number];

export const filterMessages = {
  unknown: 'Unknown filter',
  notTaken: 'This report does not take this filter',
  value: 'Not a value this filter takes',
  date: 'Date must be in the form YYYY-MM-DD',
  once: 'This filter can be given once',
  endBeforeStart: 'The end date cannot be earlier than the start date',
  tooLong: 'A date range can span at most 10 years',
  optionKey: 'Options are listed for assignee, badge, group, jobClass and state',
  lateHours: 'Hours late must be a whole number from 0 to 8760',
  lateDates: 'Late dates must be include, flag or exclude',
} as const;

/** The longest date range a report runs over. */
export const maxRangeYears = 10;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' (or a job date 'YYYY-MM-DDT00:00:00') as a day; undefined when it is no real calendar day. */
export function reportDay(value: string): string | undefined {
  const day = value.length === 19 && value.endsWith('T00:00:00') ? value.slice(0, 10) : value;
  const match = dayPattern.exec(day);
  if (!match) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && match[1] !== '0000'
    ? day
    : undefined;
}

/** 'YYYY-MM-DD' plus n years (29 February falls on the 28th in a year without one). */
export function addYears(day: string, n: number): string {
  const target = `${String(Number(day.slice(0, 4)) + n).padStart(4, '0')}${day.slice(4)}`;
  return reportDay(target) ?? `${target.slice(0, 8)}28`;
}

const wholeIn = (min: number, max: number) => (v: string) => /^\d{1,3}$/.test(v) && +v >= min && +v <= max;
const isId = (v: string) => v.length > 0 && v.length <= maxIdLength && idPattern.test(v);
const valueRules: Record<FilterKey, (value: string) => boolean> = {
  assignee: isId,
  badge: isId,
  group: isId,
  jobClass: isId,
  // A badge state (1 Inactive to 5 Complete by default; a location may number more).
  state: wholeIn(1, 99),
  job: (v) => (jobPresets as readonly string[]).includes(v),
  roState: wholeIn(1, 4),
  upcoming: (v) => (upcomingRanges as readonly string[]).includes(v),
  start: (v) => reportDay(v) !== undefined,
  end: (v) => reportDay(v) !== undefined,
};

export interface FilterIssue {
  path: (string | number)[];
  message: string;
}

/** Checks a start and an end day: the end not before the start, the two at most ten years apart. */
export function rangeIssue(start: string, end: string): string | undefined {
  if (end < start) return filterMessages.endBeforeStart;
  if (end > addYears(start, maxRangeYears)) return filterMessages.tooLong;
  return undefined;
}

/**
 * What is wrong with a report's filters, each naming the filter (`{index}.filterName` or `{index}.value`, the
 * index in the list as sent): a key that is none of `filterKeys` or that the report does not take, a value its key
 * does not take, a second start or end, an end before the start, a range over ten years.
 */
export function filterValueIssues(filters: readonly ReportFilter[], allowed: readonly FilterKey[]): FilterIssue[] {
  const issues: FilterIssue[] = [];
  const seen = new Map<string, number>();
  const issueOf = (filter: ReportFilter, i: number): FilterIssue | undefined => {
    const key = filter.filterName;
    if (!(filterKeys as readonly string[]).includes(key))
      return { path: [i, 'filterName'], message: filterMessages.unknown };
    if (!allowed.includes(key)) return { path: [i, 'filterName'], message: filterMessages.notTaken };
    if (!valueRules[key](filter.value))
      return {
        path: [i, 'value'],
        message: key === 'start' || key === 'end' ? filterMessages.date : filterMessages.value,
      };
    if ((key === 'start' || key === 'end' || key === 'job' || key === 'upcoming') && seen.has(key))
      return { path: [i, 'filterName'], message: filterMessages.once };
    seen.set(key, i);
    return undefined;
  };
  filters.forEach((filter, i) => {
    const issue = issueOf(filter, i);
    if (issue) issues.push(issue);
  });
  const start = seen.get('start');
  const end = seen.get('end');
  const from = start === undefined ? undefined : filters[start];
  const to = end === undefined ? undefined : filters[end];
  if (from && to && end !== undefined) {
    const issue = rangeIssue(reportDay(from.value)!, reportDay(to.value)!);
    if (issue) issues.push({ path: [end, 'value'], message: issue });
  }
  return issues;
}

/** The values of each key: several values of one key are alternatives. */
export function filterValues(filters: readonly ReportFilter[]): Partial<Record<FilterKey, string[]>> {
  const values: Partial<Record<FilterKey, string[]>> = {};
  for (const { filterName, value } of filters) {
    const list = values[filterName] ?? [];
    list.push(value);
    values[filterName] = list;
  }
  return values;
}

/** A range of calendar days, both ends included ('YYYY-MM-DD'). */
export interface DateRange {
  start: string;
  end: string;
}

/** The day after the range: a date is in the range when start ≤ date < end + 1 day (spec 3 section 5). */
export const rangeEndExclusive = (range: DateRange) => addDays(range.end, 1);

/** Whether a day ('YYYY-MM-DD…') is in the range, the end compared with one day added. */
export function inRange(day: string | null | undefined, range: DateRange): boolean {
  if (!day) return false;
  const d = day.slice(0, 10);
  return d >= range.start && d < rangeEndExclusive(range);
}

/** The month of a day: its first and last days. */
export function monthOf(day: string): DateRange {
  const start = `${day.slice(0, 7)}-01`;
  return { start, end: addDays(`${addDays(start, 31).slice(0, 7)}-01`, -1) };
}

/** Set types whose figures are followed month by month: by default they look one year back. */
const yearlySetTypes = new Set(['sales', 'throughput', 'touchTime', 'cycleByRo']);

/** Whether a report runs over one year back to today by default (the sales-type reports of spec 3 section 5). */
export const looksBackAYear = (setType: string, chartType: string) =>
  yearlySetTypes.has(setType) || (setType === 'deliveredByRo' && chartType !== 'report');

/**
 * The default range of spec 3 section 5: the current month's first and last day, or for the sales-type reports one
 * year back to today. `today` is the location's calendar day.
 */
export function defaultReportRange(setType: string, chartType: string, today: string): DateRange {
  return looksBackAYear(setType, chartType) ? { start: addYears(today, -1), end: today } : monthOf(today);
}

/**
 * The range a report runs over: the one asked for when it is run (the date editor's Run), else its start and end
 * filters, each end falling back on the default range's.
 */
export function reportRange(
  filters: readonly ReportFilter[],
  setType: string,
  chartType: string,
  today: string,
  asked: Partial<DateRange> = {},
): DateRange {
  const fallback = defaultReportRange(setType, chartType, today);
  const values = filterValues(filters);
  const saved = (key: 'start' | 'end') => (values[key]?.[0] ? reportDay(values[key][0]) : undefined);
  const start = asked.start ?? saved('start') ?? fallback.start;
  let end = asked.end ?? saved('end') ?? fallback.end;
  // A saved start after the default end (a future start with no end) runs over the start's own month.
  if (end < start) end = asked.end ?? monthOf(start).end;
  return { start, end };
}

/** The last day Upcoming Jobs reach from today; null for all the future. */
export function upcomingEnd(today: string, range: UpcomingRange): string | null {
  if (range === 'all') return null;
  if (range === '1m') {
    const next = addDays(monthOf(today).end, 1);
    const sameDay = `${next.slice(0, 7)}-${today.slice(8, 10)}`;
    const last = monthOf(next).end;
    return sameDay > last ? last : sameDay;
  }
  const n = Number(range.slice(0, -1));
  return addDays(today, range.endsWith('w') ? n * 7 : n);
}

/**
 * Whether a job's scheduled day matches a job preset (spec 3 section 9): today; before today and not yet done
 * (arrived for a scheduled in, delivered for a scheduled out); after today, up to the upcoming range's end; or all.
 */
export function matchesJobPreset(
  preset: JobPreset,
  upcoming: UpcomingRange,
  day: string | null,
  done: boolean,
  today: string,
): boolean {
  if (preset === 'all') return true;
  if (!day) return false;
  const d = day.slice(0, 10);
  if (preset === 'today') return d === today;
  if (preset === 'pastDue') return d < today && !done;
  const last = upcomingEnd(today, upcoming);
  return d > today && (last === null || d <= last);
}

/** A day of a query ('YYYY-MM-DD', or a job date 'YYYY-MM-DDT00:00:00'), answered as 'YYYY-MM-DD'. */
export const reportDaySchema = z
  .string({ error: filterMessages.date })
  .max(19, { error: filterMessages.date })
  .refine((v) => reportDay(v) !== undefined, { error: filterMessages.date, ...onceValid })
  .transform((v) => reportDay(v)!);

/** Refines a query with a start and an end: the end named when the two do not make a range. */
export const checkRange = (query: { start?: string; end?: string }, ctx: z.RefinementCtx) => {
  const issue = query.start && query.end ? rangeIssue(query.start, query.end) : undefined;
  if (issue) ctx.addIssue({ code: 'custom', path: ['end'], message: issue });
};
/** When checkRange runs: also when other fields failed, as long as start and end passed. */
export const rangeFieldsPass = whenFieldsPass('start', 'end');

/**
 * GET reports/data/{id}?start=&end=&location=: a range to run the report over instead of its own (the date editor's
 * Run); the report card's page of one location.
 */
export const reportRunQuerySchema = z
  .object({
    start: reportDaySchema.optional(),
    end: reportDaySchema.optional(),
    location: locationShortNameSchema.optional(),
  })
  .superRefine(checkRange, rangeFieldsPass);
export type ReportRunQuery = z.output<typeof reportRunQuerySchema>;

export const reportOptionParamsKeySchema = z.object({
  key: z.enum(reportOptionKeys, { error: filterMessages.optionKey }),
});

export const optionalId = z
  .string()
  .max(maxIdLength, { error: filterMessages.value })
  .regex(idPattern, { error: filterMessages.value, ...onceValid })
  .optional();

/** Hours after the end of its day a date was entered in (docs/metrics.md "Date entry"): at most a year. */
export const lateHoursSchema = z
  .string({ error: filterMessages.lateHours })
  .refine((v) => /^\d{1,4}$/.test(v) && Number(v) <= 8760, { error: filterMessages.lateHours, ...onceValid })
  .transform(Number)
  .optional();

/** The cycle-time analytics' choice for jobs with dates entered late: counted, counted and marked, or left out. */
export const lateDatesChoices = ['include', 'flag', 'exclude'] as const;
export type LateDatesChoice = (typeof lateDatesChoices)[number];

/** Jobs with a date of the chain entered more than `lateHours` late: included (the default), flagged or left out. */
const lateDatesFields = {
  lateDates: z.enum(lateDatesChoices, { error: filterMessages.lateDates }).optional(),
  lateHours: lateHoursSchema,
};

/** GET analytics/cycletime: a range (by default the 90 days to today), optionally one job class, late dates' choice. */
export const cycleTimeQuerySchema = z
  .object({
    start: reportDaySchema.optional(),
    end: reportDaySchema.optional(),
    jobClass: optionalId,
    ...lateDatesFields,
  })
  .superRefine(checkRange, rangeFieldsPass);
export type CycleTimeQuery = z.output<typeof cycleTimeQuerySchema>;

/** GET analytics/cycletime/jobs: the stays behind a figure (a department, a job class, a week of the trend). */
export const cycleTimeJobsQuerySchema = z
  .object({
    start: reportDaySchema.optional(),
    end: reportDaySchema.optional(),
    jobClass: optionalId,
    department: optionalId,
    week: reportDaySchema.optional(),
    ...lateDatesFields,
  })
  .superRefine(checkRange, rangeFieldsPass);
export type CycleTimeJobsQuery = z.output<typeof cycleTimeJobsQuerySchema>;

/** The cycle-time analytics' range: the one asked for, else the 90 days to today. */
export function cycleTimeRange(query: { start?: string; end?: string }, today: string): DateRange {
  const end = query.end ?? (query.start && query.start > today ? monthOf(query.start).end : today);
  return { start: query.start ?? addDays(end, -89), end };
}
