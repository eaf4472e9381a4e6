import { format } from 'date-fns';
import i18n from 'i18next';

/** The locale each language formats dates, numbers and money with. */
const locales: Record<string, string> = { en: 'en-US', fr: 'fr-FR', ro: 'ro-RO', zh: 'zh-CN' };

/** The BCP 47 tag of the app's language, for widgets that format by locale (a calendar's month and weekday names). */
export const locale = (): string => locales[(i18n.language ?? 'en').split('-')[0]!] ?? 'en-US';

/** Formatters are costly to build: one per locale and kind. */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
export function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  build: (tag: string) => T,
): T {
  const tag = locale();
  const key = `${kind}|${tag}`;
  let found = cache.get(key);
  if (!found) {
    found = build(tag);
    cache.set(key, found);
  }
  return found as T;
}

/**
 * Date and time as tables show them: MM/DD/YY hh:mm:ss a in English (spec 1 section 9),
 * the locale's short numeric date and time in the other languages; on the shop's clock when given its time zone,
 * else on this browser's.
 */
export function formatDateTime(date: Date, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  if (locale() === 'en-US' && timeZone === undefined) return format(date, 'MM/dd/yy hh:mm:ss a');
  const numeric = (tag: string, hour12?: boolean) =>
    new Intl.DateTimeFormat(tag, {
      year: '2-digit',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12,
      timeZone,
    });
  if (locale() === 'en-US') {
    const parts = formatter(`enDateTime|${timeZone}`, (tag) => numeric(tag, true)).formatToParts(date);
    const part = Object.fromEntries(parts.map((p) => [p.type, p.value]));
    return `${part.month}/${part.day}/${part.year} ${part.hour}:${part.minute}:${part.second} ${part.dayPeriod}`;
  }
  return formatter(`dateTime|${timeZone ?? ''}`, (tag) => numeric(tag)).format(date);
}

/**
 * A wire date's month and day as the locale writes them (03/04 in English, 04/03 in French, 04.03 in Romanian);
 * read from its digits, so no time zone moves it to another day. Empty without a date.
 */
export function formatMonthDay(value: string | null | undefined): string {
  const day = utcDay(value);
  if (day === undefined) return '';
  return formatter(
    'monthDay',
    (tag) => new Intl.DateTimeFormat(tag, { month: '2-digit', day: '2-digit', timeZone: 'UTC' }),
  ).format(day);
}

/** A wire date's day as the locale writes it in full (03/04/2026 in English, 04/03/2026 in French); empty without one. */
export function formatDay(value: string | null | undefined): string {
  const day = utcDay(value);
  if (day === undefined) return '';
  return formatter(
    'day',
    (tag) => new Intl.DateTimeFormat(tag, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }),
  ).format(day);
}

/** The UTC midnight of a wire date's digits ('YYYY-MM-DD…'), so no time zone moves it to another day. */
function utcDay(value: string | null | undefined): number | undefined {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '') ?? [];
  return year ? Date.UTC(Number(year), Number(month) - 1, Number(day)) : undefined;
}

/** A number with the locale's separators and exactly `decimals` decimals. */
export function formatNumber(value: number, decimals = 0): string {
  return formatter(
    `number${decimals}`,
    (tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  ).format(value);
}

/** The shop's money (US dollars, 2 decimals) written the locale's way: $1,234.50, 1 234,50 $US… */
export function formatMoney(amount: number): string {
  return formatter('money', (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' })).format(amount);
}

const byteUnits = ['bytes', 'kilobytes', 'megabytes', 'gigabytes'] as const;

/**
 * A file size in the largest unit (base 1024) that keeps it at 1 or more, one decimal at most, with the units of
 * spec 3 section 9 in the language's words: 512 Bytes, 1.5 KB, 1,5 Ko.
 */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = formatter('bytes', (tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1 })).format(value);
  return i18n.t(`common:units.${byteUnits[unit]!}`, { value: number });
}

/** A job's name wherever it is listed: its Job ID (hat), else its number. */
export function jobLabel(job: { hat: string; jobAdminInt: number }): string {
  return job.hat ? job.hat : `#${job.jobAdminInt}`;
}

/** A job's vehicle: 'year make model', the year left out when it is 0. */
export function vehicleText(job: { year: number; make: string; model: string }): string {
  return [job.year > 0 ? String(job.year) : '', job.make, job.model].filter((part) => part.trim() !== '').join(' ');
}
