import { type DrillDown, type DrillUnit, formatPhone, type ReportData, type SetType } from '@bayline/contracts';
import { formatDay, formatMoney, formatNumber } from '../../lib/format.ts';
import { openJobPath } from '../../lib/open-job-url.ts';

/** How a column's values read: each kind formats its own way and filters its own way. */
/** 'code' is a number read as a name (an RO number): sorted as a number, shown without separators. */
/** 'phone' is kept as its 10 digits and shown (999) 999-9999. */
export type ColumnKind = 'text' | 'phone' | 'code' | 'number' | 'hours' | 'days' | 'money' | 'date';

export interface ReportColumn {
  /** The row field it shows; 'customer' is the client's name, 'location' the alias or name. */
  field: string;
  kind: ColumnKind;
  /** Its header's key under columns in the catalogue, when not the field's own. */
  header?: string;
  /** Where its cell leads (a job's folder), if anywhere. */
  link?: (row: Row) => string | undefined;
}

/** A row of any report: the server's fields by name. */
export type Row = Record<string, unknown>;

const col = (field: string, kind: ColumnKind = 'text', header?: string): ReportColumn =>
  header ? { field, kind, header } : { field, kind };

/** The job and vehicle every job listing starts with. */
const job = [
  col('hat'),
  col('jobAdminInt', 'code'),
  col('customer'),
  col('year'),
  col('make'),
  col('model'),
  col('color'),
  col('jobClassName'),
];
const money = [col('hours', 'hours'), col('subTotal', 'money')];

/** The grids of job listings, by set type (spec 3 sections 2.8 and 3). */
const jobColumns: Partial<Record<SetType, ReportColumn[]>> = {
  customerInfo: [
    col('hat'),
    col('jobAdminInt', 'code'),
    col('customer'),
    col('clientCellular', 'phone'),
    col('clientEmail'),
    col('groupName'),
    col('year'),
    col('make'),
    col('model'),
    col('jobClassName'),
    col('dateTowIn', 'date'),
  ],
  deliveredByRo: [
    ...job,
    ...money,
    col('dateTowIn', 'date'),
    col('datePickup', 'date'),
    col('cycleTime', 'days'),
    col('touchTime', 'hours'),
  ],
  forecast: [...job, col('departmentName'), ...money, col('scheduledOut', 'date'), col('datePickup', 'date')],
  inboundVehicle: [...job, ...money, col('scheduledIn', 'date'), col('dateTowIn', 'date')],
  inventory: [...job, col('departmentName'), ...money, col('dateTowIn', 'date'), col('scheduledOut', 'date')],
  outboundVehicle: [...job, col('departmentName'), ...money, col('scheduledOut', 'date'), col('datePickup', 'date')],
  sales: [...job, ...money, col('refinish', 'hours'), col('datePickup', 'date')],
};

const reportCardColumns = [
  col('location'),
  col('deliveredCount', 'number'),
  col('subTotal', 'money'),
  col('avgSeverity', 'money'),
  col('totalHours', 'hours'),
  col('totalRefinish', 'hours'),
  col('wipCount', 'number'),
  col('inventoryCount', 'number'),
  col('leadCycle', 'days'),
  col('productionCycle', 'days'),
  col('lagCycle', 'days'),
  col('k2kCycle', 'days'),
  col('productionTouchTime', 'hours'),
  col('touchTime', 'hours', 'overallTouchTime'),
];

/** An assignee's or a department's finished stays and hours. */
const leaderboardColumns = [col('name'), col('jobs', 'number', 'stays'), col('hours', 'hours')];

const kindOfUnit = (unit: DrillUnit): ColumnKind =>
  unit === 'money' ? 'money' : unit === 'hours' ? 'hours' : unit === 'days' ? 'days' : 'number';

/** The value column's header where the unit does not say enough. */
const valueHeaders: Partial<Record<string, string>> = {
  cycleTime: 'stayHours',
  cycleGoal: 'goalHours',
  efficiency: 'goalHours',
  totalRefinish: 'refinish',
};
const unitHeaders: Record<DrillUnit, string> = { money: 'subTotal', hours: 'hours', days: 'days', jobs: 'total' };

/** The day a drill-down's rows are counted on, by what the report counts: none for the inventory (now). */
function dayHeader(drill: Pick<DrillDown, 'setType' | 'figure'>): string | undefined {
  if (drill.setType.startsWith('inventory') || drill.figure === 'wipCount' || drill.figure === 'inventoryCount')
    return undefined;
  if (drill.setType === 'customerInfo') return 'dateTowIn';
  return drill.setType === 'deptCycleByRo' ? 'dateTimeOut' : 'datePickup';
}

/**
 * The columns of the jobs behind a figure: the job (its RO number opening its folder), its customer and class,
 * where it is (a stay's department), the day it counts on, and what it adds to the figure (not for a count, where
 * each adds one) with what that is over (days, a stay's hours) for a ratio.
 */
export function drillColumns(drill: Pick<DrillDown, 'setType' | 'figure' | 'aggregate' | 'unit' | 'overUnit'>) {
  const day = dayHeader(drill);
  const columns: ReportColumn[] = [
    { ...col('jobAdminInt', 'code'), link: (row) => openJobPath(String(row.jobAdminId)) },
    col('hat'),
    col('customer'),
    col('jobClassName'),
    col('departmentName'),
  ];
  if (day) columns.push(col('day', 'date', day));
  if (drill.aggregate !== 'count')
    columns.push(col('value', kindOfUnit(drill.unit), valueHeaders[drill.figure] ?? unitHeaders[drill.unit]));
  if (drill.overUnit)
    columns.push(col('over', kindOfUnit(drill.overUnit), drill.overUnit === 'days' ? 'days' : 'stayHours'));
  return columns;
}

/** The grid's columns for what the server answered: its kind, and for job listings the set type. */
export function columnsFor(kind: ReportData['kind'], setType: SetType, rows: readonly Row[]): ReportColumn[] {
  if (kind === 'jobs') return jobColumns[setType] ?? job;
  if (kind === 'reportCard') return reportCardColumns;
  if (kind === 'leaderboard') return leaderboardColumns;
  return columnsFromRows(rows);
}

/**
 * A grid of the fields the rows have (a chart's data): each field once, in the order first seen, its kind guessed
 * from its values; colours are left out.
 */
export function columnsFromRows(rows: readonly Row[]): ReportColumn[] {
  const kinds = new Map<string, ColumnKind>();
  for (const row of rows) {
    for (const [field, value] of Object.entries(row)) {
      if (value === null || value === undefined || /color$/i.test(field) || kinds.get(field) === 'text') continue;
      const kind: ColumnKind = typeof value === 'number' ? 'number' : isDayText(value) ? 'date' : 'text';
      kinds.set(field, kinds.has(field) && kinds.get(field) !== kind ? 'text' : kind);
    }
  }
  return [...kinds].map(([field, kind]) => ({ field, kind }));
}

const isDayText = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);

const joined = (...parts: unknown[]) =>
  parts
    .filter((p) => typeof p === 'string' && p.trim() !== '')
    .join(' ')
    .trim();

/** The raw value of a column in a row: what sorting, filtering, grouping and CSV read. */
export function cellValue(row: Row, column: ReportColumn): string | number | null {
  if (column.field === 'customer') return joined(row.clientName) || joined(row.firstName, row.lastName) || null;
  if (column.field === 'location') return joined(row.alias) || joined(row.locationName) || null;
  const value = row[column.field];
  if (value === null || value === undefined || value === '') return null;
  if (column.kind === 'text' || column.kind === 'phone') return String(value);
  if (column.kind === 'date') return typeof value === 'string' ? value.slice(0, 10) : null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A value as the grid shows it, in the user's language. */
export function displayOf(value: string | number | null, kind: ColumnKind): string {
  if (value === null) return '';
  switch (kind) {
    case 'money':
      return formatMoney(Number(value));
    case 'hours':
    case 'days':
      return formatNumber(Number(value), 2);
    case 'number':
      return typeof value === 'number' ? formatNumber(value, Number.isInteger(value) ? 0 : 2) : value;
    case 'code':
      return String(value);
    case 'phone':
      return formatPhone(String(value));
    case 'date':
      return formatDay(String(value));
    default:
      return String(value);
  }
}

/** The counts under a grid (spec 3 section 2.8): clients always, arrived or delivered where the type tells them. */
export type SummaryKind = 'clients' | 'arrived' | 'delivered';

export function summariesOf(kind: ReportData['kind'], setType: SetType): SummaryKind[] {
  if (kind !== 'jobs') return [];
  if (setType === 'inboundVehicle') return ['clients', 'arrived'];
  if (setType === 'outboundVehicle' || setType === 'forecast') return ['clients', 'delivered'];
  return ['clients'];
}

/** Arrived means a tow-in date, delivered a pickup date (spec 3 section 4); clients are the distinct customers. */
export function summaryCount(kind: SummaryKind, rows: readonly Row[]): number {
  if (kind === 'arrived') return rows.filter((r) => r.arrived === true || Boolean(r.dateTowIn)).length;
  if (kind === 'delivered') return rows.filter((r) => r.delivered === true || Boolean(r.datePickup)).length;
  const customer = col('customer');
  return new Set(rows.map((r) => cellValue(r, customer) ?? `#${String(r.hat ?? '')}`)).size;
}

/** Each row's key: its hat (spec 3 section 2.8), else its id, made unique when two rows share one. */
export function rowKeys(rows: readonly Row[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row, index) => {
    const own = [row.hat, row.id, row.locationShortName, row.measure].find(
      (v) => (typeof v === 'string' && v !== '') || typeof v === 'number',
    );
    const key = own === undefined ? `row-${index}` : String(own);
    const times = seen.get(key) ?? 0;
    seen.set(key, times + 1);
    return times === 0 ? key : `${key}~${times}`;
  });
}
