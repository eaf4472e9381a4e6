import type { ReportCardRow } from '@bayline/contracts';
import { formatMoney, formatNumber } from '../../lib/format.ts';

/** The figures of a location's report card, in the order spec 3 section 2.8 lists them. */
export const reportCardFigures = [
  'deliveredCount',
  'subTotal',
  'avgSeverity',
  'totalHours',
  'totalRefinish',
  'wipCount',
  'inventoryCount',
  'leadCycle',
  'productionCycle',
  'lagCycle',
  'k2kCycle',
  'productionTouchTime',
  'touchTime',
] as const satisfies readonly (keyof ReportCardRow)[];
export type ReportCardFigure = (typeof reportCardFigures)[number];

const counts = new Set<ReportCardFigure>(['deliveredCount', 'wipCount', 'inventoryCount']);
const amounts = new Set<ReportCardFigure>(['subTotal', 'avgSeverity']);

/**
 * A figure as the card shows it: counts whole, money in dollars, hours, cycles (days) and touch times (hours a
 * day) rounded to 2 decimals (spec 3 section 9). A figure the server left out reads as 0.
 */
export function figureText(row: ReportCardRow, figure: ReportCardFigure): string {
  const value = Number(row[figure] ?? 0);
  const number = Number.isFinite(value) ? value : 0;
  if (counts.has(figure)) return formatNumber(number, 0);
  if (amounts.has(figure)) return formatMoney(number);
  return formatNumber(number, 2);
}

/** The location's name on its card: its alias when it has one (spec 3 section 2.8). */
export const cardTitle = (row: ReportCardRow): string => row.alias.trim() || row.locationName;
