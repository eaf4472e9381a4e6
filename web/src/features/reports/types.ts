/**
 * The saved report, template and data shapes of spec 3 section 3, as the reports routes send them. Kept here until
 * the contracts of the reports API (contracts/src/reports/) land; then these names come from there.
 */

/** The set types a saved report or chart is built from (spec 3 sections 2.8 and 2.9). */
export const reportSetTypes = [
  'assigneeLeaderboard',
  'customerInfo',
  'deliveredByRo',
  'forecast',
  'inboundVehicle',
  'inventory',
  'outboundVehicle',
  'sales',
  'reportCard',
  'cycleTimeByJobClass',
  'deptCycleByRo',
  'inventoryByDepartments',
  'inventoryByJobClass',
  'throughputCount',
  'throughputHours',
  'touchTime',
  'cycleByRo',
  'jobAdminLeaderboard',
] as const;
export type ReportSetType = (typeof reportSetTypes)[number];

/** The keys a report's filter may have (spec 3 section 3). */
export const reportFilterKeys = [
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
export type ReportFilterKey = (typeof reportFilterKeys)[number];

export interface ReportFilter {
  index: number;
  filterName: ReportFilterKey;
  value: string;
}

export interface ReportSeries {
  seriesName: string;
  valueField: string;
  chartType: 'bar' | 'line' | 'area' | 'stackedBar';
  axis: string;
  color: string;
}

export interface ReportAxis {
  axisName: string;
  position: 'left' | 'right';
  tickInterval: number;
  showZero: boolean;
  valueMarginsEnabled: boolean;
}

/** A report or chart the user saved: its template (reportId), its set type and filters, pinned or not. */
export interface SavedReport {
  reportId: string;
  /** Empty for a report not saved yet. */
  reportOptionId: string;
  name: string;
  setType: ReportSetType;
  /** 'report' for a grid; a chart's kind otherwise. */
  chartType: string;
  isPinned: boolean;
  sortOrder: number;
  filters: ReportFilter[];
  series: ReportSeries[];
  axis: ReportAxis[];
  argumentField: string;
  showLegend: boolean;
  legendHorizontal: string;
  legendVertical: string;
}

/** What a new report is made from: the Add dialog's data type. */
export interface ReportTemplate {
  reportId: string;
  name: string;
  setType: ReportSetType;
  chartType: string;
  series: ReportSeries[];
  axis: ReportAxis[];
  argumentField: string;
}

/** A row of a report grid (spec 3 section 3). */
export interface ReportDataRow {
  hat: string;
  jobAdminInt: number;
  jobAdminId?: string;
  year: string;
  color: string;
  make: string;
  model: string;
  hours: number;
  subTotal: number;
  cycleTime: number | null;
  touchTime: number | null;
  dateTowIn: string | null;
  datePickup: string | null;
  scheduledIn: string | null;
  scheduledOut: string | null;
  departmentName: string;
  jobClassName: string;
  firstName: string;
  lastName: string;
  clientName?: string;
}

/** One location's report card (spec 3 section 3). */
export interface ReportCardRow {
  locationName: string;
  alias: string | null;
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

/** A row of a chart's data (spec 3 section 3); each chart reads the fields it draws. */
export interface ChartRow {
  departmentName?: string;
  departmentColor?: string;
  cycleTime?: number;
  cycleGoal?: number;
  efficiency?: number;
  month?: string;
  total?: number;
  average?: number;
  datePickupMonth?: string;
  jobClassName?: string;
  jobClassColor?: string;
  subTotal?: number;
  hours?: number;
  dateTowIn?: string;
  [field: string]: unknown;
}

/** GET reports/data/{reportOptionId}. */
export interface ReportData<Row = Record<string, unknown>> {
  name: string;
  data: Row[];
}
