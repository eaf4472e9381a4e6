import { formatDateTime, formatMoney } from '../../lib/format.ts';

/** An instant from the server; text without a zone is UTC (spec 1 section 5). */
export function parseInstant(text: string): Date {
  return new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`);
}

/**
 * Tables show date and time as MM/DD/YY hh:mm:ss a in English (spec 1 section 9), on the location's clock
 * (`timeZone`, the browser's until its settings are read).
 */
export function dateTimeText(text: string | null | undefined, timeZone: string | undefined): string {
  if (!text) return '';
  return formatDateTime(parseInstant(text), timeZone);
}

/** Hours as days, hours and minutes: '2d 3h 15m'. */
export function durationText(hours: number): string {
  const minutes = Math.max(0, Math.round(hours * 60));
  return `${Math.floor(minutes / 1_440)}d ${Math.floor((minutes % 1_440) / 60)}h ${minutes % 60}m`;
}

/** Currency with $ and 2 decimals, written the language's way. */
export const moneyText = formatMoney;
