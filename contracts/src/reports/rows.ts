import type { DateRange, LateDatesChoice } from './filters.ts';
import type { ReportChartType, SetType } from './saved.ts';

/**
 * What GET reports/data/{reportOptionId} answers (spec 3 section 3 "Report data", "Report-card row", "Chart row
 * fields"). The figures are defined in docs/metrics.md "Reports"; numbers are rounded to 2 decimals.
 */

/** A job of a grid (job listings, arrivals, scheduled in and out, delivered, sales, customer info, inventory). */
export interface ReportDataRow {
  jobAdminId: string;
  hat: string;
  jobAdminInt: number;
  year: number;
  color: string;
  make: string;
  model: string;
  hours: number;
  refinish: number;
  subTotal: number;
  /** Key-to-key days (arrival to delivered); null until both are set. */
  cycleTime: number | null;
  /** Hours per day over the key-to-key days; null until delivered. */
  touchTime: number | null;
  dateTowIn: string | null;
  datePickup: string | null;
  scheduledIn: string | null;
  scheduledOut: string | null;
  /** Where the job is now. */
  departmentName: string;
  jobClassName: string;
  /** The customer's name: the first word, then the rest. */
  firstName: string;
  lastName: string;
  clientName: string;
  clientCellular: string;
  clientEmail: string;
  groupName: string;
  roState: number;
  /** Arrived: Arrival (`dateTowIn`) is set. Delivered: Delivered (`datePickup`) is set (spec 3 section 4). */
  arrived: boolean;
  delivered: boolean;
}

/** One location of the Report Card (one per page). */
export interface ReportCardRow {
  locationShortName: string;
  locationName: string;
  /** The location's alias; the card shows it instead of the name when there is one. */
  alias: string;
  deliveredCount: number;
  subTotal: number;
  avgSeverity: number;
  totalHours: number;
  totalRefinish: number;
  wipCount: number;
  inventoryCount: number;
  leadCycle: number;
  productionCycle: number;
  lagCycle: number;
  k2kCycle: number;
  productionTouchTime: number;
  touchTime: number;
}

/** A point of a chart: the fields each chart of spec 3 section 2.9 reads (the others are absent). */
export interface ChartRow {
  departmentName?: string;
  departmentColor?: string;
  cycleTime?: number;
  cycleGoal?: number | null;
  efficiency?: number | null;
  /** 'YYYY-MM'. */
  month?: string;
  /** A month the report's range covers only in part (its first or last): fewer days than a whole one. */
  partial?: boolean;
  /** A count of jobs (or of stays). */
  total?: number;
  average?: number;
  /** 'YYYY-MM' of the delivered date. */
  datePickupMonth?: string;
  jobClassName?: string;
  jobClassColor?: string;
  groupName?: string;
  subTotal?: number;
  hours?: number;
  dateTowIn?: string;
}

/** An assignee (assignee leaderboard) or a department (job admin leaderboard) with the hours it finished. */
export interface LeaderboardRow {
  /** contactId or departmentId. */
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  displayColor: string;
  hours: number;
  /** Stays finished. */
  jobs: number;
}

/** The forecast of the current month (spec 3 section 2.9): one row per measure of the gauge. */
export interface ForecastRow {
  measure: 'count' | 'hours' | 'total';
  delivered: number;
  projected: number;
  /** Delivered over projected, 0 to 100 (the gauge's scale); 0 when nothing is projected. */
  percent: number;
}

interface ReportDataOf<K extends string, R> {
  kind: K;
  reportOptionId: string;
  name: string;
  setType: SetType;
  chartType: ReportChartType;
  /** The days the report ran over (for inventory: today; for the forecast: this month). */
  range: DateRange;
  rows: R[];
}

export type ReportData =
  | (ReportDataOf<'jobs', ReportDataRow> & {
      /** The grids' counts: jobs listed, of which arrived and delivered. */
      counts: { jobs: number; arrived: number; delivered: number };
    })
  | ReportDataOf<'reportCard', ReportCardRow>
  | ReportDataOf<'chart', ChartRow>
  | ReportDataOf<'leaderboard', LeaderboardRow>
  | ReportDataOf<'forecast', ForecastRow>;
export type ReportDataKind = ReportData['kind'];

/** Percentiles and averages of department stays (hours). */
export interface StayFigures {
  stays: number;
  /** Nearest-rank percentiles of the stays' hours. */
  p50: number | null;
  p90: number | null;
  average: number | null;
  /** The mean goal of the stays that have one (hours). */
  goal: number | null;
  /** Goals over hours of the stays with a goal, × 100, rounded. */
  efficiency: number | null;
  /** Share of the stays with a goal that ended within it, %, rounded. */
  withinGoal: number | null;
}

/** GET analytics/cycletime: each department's stays that ended in the range, against its goals. */
export interface CycleTimeAnalytics {
  range: DateRange;
  /**
   * What a cycle time is here: a department visit (a stay, from the move in to the move out). The date spans
   * Arrival→Delivered and Job Start→Job Complete are the report card's (docs/metrics.md).
   */
  definition: 'departmentVisit';
  /** Jobs with a date of the chain entered more than `hours` late: counted, marked (`flaggedStays`) or left out. */
  lateDates: { choice: LateDatesChoice; hours: number; flaggedStays: number };
  /** The first day of the weeks of `trend` ('sunday' or 'monday', the user's display preference). */
  weekStart: 'sunday' | 'monday';
  departments: (StayFigures & {
    departmentId: string;
    departmentName: string;
    departmentColor: string;
    byJobClass: (StayFigures & { jobClassId: string; jobClassName: string })[];
    /**
     * Every week of the range, oldest first (weeks without stays have 0 stays and null figures); `partial` for a
     * first or last week the range covers only in part.
     */
    trend: (StayFigures & { week: string; partial: boolean })[];
  })[];
}

/** GET analytics/cycletime/jobs: the stays behind a figure, longest first. */
export interface CycleTimeStay {
  jobAdminId: string;
  jobAdminInt: number;
  hat: string;
  clientName: string;
  vehicle: string;
  jobClassName: string;
  departmentName: string;
  dateTimeIn: string;
  dateTimeOut: string;
  /** The day the stay ended in the location's time zone. */
  day: string;
  hours: number;
  goal: number | null;
  efficiency: number | null;
  /** Its job has a date of the chain entered more than the hours asked late (docs/metrics.md "Date entry"). */
  lateDates: boolean;
}
