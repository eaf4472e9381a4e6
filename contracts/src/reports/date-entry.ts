import { z } from 'zod';
import { idPattern, maxIdLength } from '../bounds.ts';
import { dayOf, instantInZone } from '../dates.ts';
import { type JobDateField, jobDateFields } from '../jobs/job-fields.ts';
import { onceValid } from '../validation.ts';
import {
  checkRange,
  type DateRange,
  filterMessages,
  lateHoursSchema,
  rangeFieldsPass,
  reportDaySchema,
} from './filters.ts';

/** The dates of the date chain: what the shop records as it happens (Scheduled In and Out are plans). */
export const dateChainFields = [
  'dateTowIn',
  'repairStart',
  'dateReady',
  'datePickup',
] as const satisfies JobDateField[];

/**
 * One entry of one of a job's six dates (docs/metrics.md "Date entry"): the value it replaced and the one it set,
 * when and by whom, and its lag.
 */
export interface DateEntry {
  /** `{event id}:{field}`. */
  id: string;
  locationShortName: string;
  jobAdminId: string;
  jobAdminInt: number;
  field: JobDateField;
  before: string | null;
  after: string | null;
  /** The instant it was entered (the event's `at`) and the day that was at the location. */
  enteredAt: string;
  enteredOn: string;
  enteredBy: string;
  /**
   * Hours from the date itself (its midnight in the location's time zone) to the entry, to 2 decimals: positive
   * entered after, negative ahead. Null when the date was cleared.
   */
  lagHours: number | null;
  backDated: boolean;
}

/** Hours in a calendar day: an entry more than this after its date was made after the day had ended. */
const dayHours = 24;

/** Hours from a date (its midnight in the zone) to the instant it was entered, to 2 decimals. */
export function dateLagHours(date: string, enteredAt: string, timeZone: string): number {
  const midnight = instantInZone(`${dayOf(date)}T00:00:00`, timeZone).getTime();
  return Math.round((Date.parse(enteredAt) - midnight) / 36_000) / 100;
}

/**
 * Back-dated: the entry moves a date to an earlier day than the one it replaces, after that earlier day has ended
 * (a date moved earlier while still ahead is a change of plan, not a correction of the record).
 */
export const isBackDated = (before: string | null, after: string | null, lagHours: number | null) =>
  before !== null && after !== null && dayOf(after) < dayOf(before) && lagHours !== null && lagHours > dayHours;

const isChainField = (field: JobDateField) => (dateChainFields as readonly string[]).includes(field);

/** The smallest lag of an entry more than `hours` late: its day ended more than `hours` before it was entered. */
export const lateLagAbove = (hours: number) => dayHours + hours;

/** Late: a date of the chain entered more than `hours` after the end of its day in the location's time zone. */
export const isLate = (entry: Pick<DateEntry, 'field' | 'lagHours'>, hours: number) =>
  isChainField(entry.field) && entry.lagHours !== null && entry.lagHours > lateLagAbove(hours);

/** By default an entry is late when made after the day following its date (24 hours after its day ended). */
export const defaultLateHours = 24;

export const dateEntryMessages = {
  field: 'Not one of the six dates',
  kind: 'Kind must be late, backDated or all',
} as const;

const userSchema = z
  .string({ error: filterMessages.value })
  .max(maxIdLength, { error: filterMessages.value })
  .regex(idPattern, { error: filterMessages.value, ...onceValid })
  .optional();

/** The Date Entry report's filters: a range of entry days (by default the 90 days to today), hours late, a date, a user. */
const dateEntryFilters = z.object({
  start: reportDaySchema.optional(),
  end: reportDaySchema.optional(),
  lateHours: lateHoursSchema,
  field: z.enum(jobDateFields, { error: dateEntryMessages.field }).optional(),
  user: userSchema,
});

/** GET reports/date-entry. */
export const dateEntryQuerySchema = dateEntryFilters.superRefine(checkRange, rangeFieldsPass);
export type DateEntryQuery = z.output<typeof dateEntryQuerySchema>;

/** GET reports/date-entry/entries: the entries behind a figure, late, back-dated or all of them. */
export const dateEntryEntriesQuerySchema = dateEntryFilters
  .extend({ kind: z.enum(['late', 'backDated', 'all'], { error: dateEntryMessages.kind }).optional() })
  .superRefine(checkRange, rangeFieldsPass);
export type DateEntryEntriesQuery = z.output<typeof dateEntryEntriesQuerySchema>;

/** Entries, late ones and back-dated ones of a user, a date or all. */
export interface DateEntryCounts {
  entries: number;
  late: number;
  backDated: number;
}

/** GET reports/date-entry. */
export interface DateEntryReport {
  range: DateRange;
  lateHours: number;
  totals: DateEntryCounts;
  /** Most late and back-dated entries first. */
  byUser: (DateEntryCounts & { userId: string; userName: string })[];
  /** In the order of the date chain: Scheduled In, Arrival, Job Start, Job Complete, Scheduled Out, Delivered. */
  byField: (DateEntryCounts & { field: JobDateField })[];
}

/** An entry as the drill-down, the folder and the History show it. */
export interface DateEntryRow {
  jobAdminId: string;
  jobAdminInt: number;
  field: JobDateField;
  before: string | null;
  after: string | null;
  enteredAt: string;
  enteredBy: string;
  userName: string;
  lagHours: number | null;
  late: boolean;
  backDated: boolean;
}

const countsSchema = { entries: z.number().int(), late: z.number().int(), backDated: z.number().int() };

export const dateEntryReportSchema = z.object({
  range: z.object({ start: z.string(), end: z.string() }),
  lateHours: z.number(),
  totals: z.object(countsSchema),
  byUser: z.array(z.object({ userId: z.string(), userName: z.string(), ...countsSchema })),
  byField: z.array(z.object({ field: z.enum(jobDateFields), ...countsSchema })),
});

export const dateEntryRowsSchema = z.array(
  z.object({
    jobAdminId: z.string(),
    jobAdminInt: z.number().int(),
    field: z.enum(jobDateFields),
    before: z.string().nullable(),
    after: z.string().nullable(),
    enteredAt: z.string(),
    enteredBy: z.string(),
    userName: z.string(),
    lagHours: z.number().nullable(),
    late: z.boolean(),
    backDated: z.boolean(),
  }),
);
