/**
 * Job dates are calendar days sent as UTC text 'YYYY-MM-DDTHH:mm:ss' (spec 1 section 5).
 * Rules compare the day part against "today" in the location's time zone.
 */
export const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

export function dayOf(value: string): string {
  return value.slice(0, 10);
}

/** A day as the shop reads it, MM/DD/YYYY, from 'YYYY-MM-DD…'. */
export function shopDate(value: string): string {
  return `${value.slice(5, 7)}/${value.slice(8, 10)}/${value.slice(0, 4)}`;
}

export function toWireDate(day: string): string {
  return `${day}T00:00:00`;
}

// Building a formatter costs far more than using one: keep one per time zone.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const partFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(formatters: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = make();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A time zone's wall clock in parts: year, month, day, hour (0–23), minute, second. */
const wallClockFormatter = (timeZone: string) =>
  formatterOf(
    partFormatters,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  );

/** The UTC offset of a time zone at an instant (ms since 1970), in ms: local time minus UTC. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = wallClockFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(instant / 1000) * 1000;
}

const hourMs = 3_600_000;
/** Per time zone, each UTC hour's offset (ms), or NaN for an hour in which the offset changes. */
const hourOffsets = new Map<string, Map<number, number>>();
/** The days reports ask for (1900 to 2200): outside them every day is formatted. */
const [fastFrom, fastTo] = [Date.UTC(1900, 0, 1), Date.UTC(2200, 0, 1)];

/**
 * The calendar day of an instant in a time zone, as 'YYYY-MM-DD'. Reports ask it for thousands of instants per read:
 * the zone's offset is worked out once per hour (the same at the hour's first and last millisecond: no change of
 * offset within it), and the day from the instant plus that offset; an hour in which the offset changes is
 * formatted instant by instant.
 */
export function dayInZone(instant: Date, timeZone: string): string {
  const time = instant.getTime();
  if (time >= fastFrom && time < fastTo) {
    let offsets = hourOffsets.get(timeZone);
    if (!offsets || offsets.size > 100_000) {
      offsets = new Map();
      hourOffsets.set(timeZone, offsets);
    }
    const hour = Math.floor(time / hourMs);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const first = zoneOffsetMs(hour * hourMs, timeZone);
      offset = first === zoneOffsetMs(hour * hourMs + hourMs - 1, timeZone) ? first : Number.NaN;
      offsets.set(hour, offset);
    }
    if (!Number.isNaN(offset)) return civilFromDays(Math.floor((time + offset) / 86_400_000));
  }
  const formatter = formatterOf(
    dayFormatters,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  return formatter.format(instant);
}

/** The number of the 2-digit or 4-digit decimal at `from` to `to`, -1 when a character is no digit. */
function digits(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil); a day past the month's end runs on. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  return (
    era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468
  );
}

/** 'YYYY-MM-DD' of a day number (days from 1970-01-01; H. Hinnant's civil_from_days). */
function civilFromDays(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/**
 * The day number (days from 1970-01-01) of 'YYYY-MM-DD…' read as `Date.parse` reads `YYYY-MM-DDT00:00:00Z` (a day
 * up to 31 runs on into the next month), without making a Date: reports work out spans for thousands of jobs per
 * read. Anything else goes through Date.parse (NaN when it is no date).
 */
function dayNumber(value: string): number {
  if (value.length >= 10 && value.charCodeAt(4) === 45 && value.charCodeAt(7) === 45) {
    const year = digits(value, 0, 4);
    const month = digits(value, 5, 7);
    const day = digits(value, 8, 10);
    if (year >= 0 && month >= 1 && month <= 12 && day >= 1 && day <= 31) return daysFromCivil(year, month, day);
  }
  return Date.parse(`${dayOf(value)}T00:00:00Z`) / 86_400_000;
}

/**
 * The instant a wall-clock time 'YYYY-MM-DDTHH:mm:ss' names in a time zone; a time the clocks skip (spring forward)
 * is read with the offset before the change, i.e. as the first instant after the gap.
 */
export function instantInZone(wall: string, timeZone: string): Date {
  const asUtc = Date.parse(`${wall}Z`);
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  // Again from the first guess: the offset at the wall time read as UTC may differ from the one there (DST).
  return new Date(asUtc - zoneOffsetMs(first, timeZone));
}

/** 'YYYY-MM-DD' plus n calendar days. */
export function addDays(day: string, n: number): string {
  const days = dayNumber(day) + n;
  // Years 0 to 9999 only: toISOString writes others with a sign and six digits.
  if (Number.isInteger(days) && days >= -719_528 && days <= 2_932_896 && day.length === 10) return civilFromDays(days);
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  const days = dayNumber(day);
  if (day.length === 10 && Number.isInteger(days)) return (((days + 4) % 7) + 7) % 7;
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** 'YYYY-MM-DD' plus n business days (Monday to Friday): the recalculated scheduled out of spec 1 section 4. */
export function addBusinessDays(day: string, n: number): string {
  let current = day;
  let left = n;
  while (left > 0) {
    current = addDays(current, 1);
    const wd = weekdayOf(current);
    if (wd !== 0 && wd !== 6) left--;
  }
  return current;
}

/** Whole calendar days from a to b (b later is positive). */
export function daysBetween(a: string, b: string): number {
  return Math.round(dayNumber(b) - dayNumber(a));
}

/** An instant's wall-clock time in a time zone, 'YYYY-MM-DDTHH:mm:ss' (what the shop's clock showed). */
export function wallTimeInZone(instant: Date, timeZone: string): string {
  const part = Object.fromEntries(
    wallClockFormatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/**
 * The instant a wall-clock time 'YYYY-MM-DDTHH:mm[:ss]' of a time zone names: the inverse of `wallTimeInZone`.
 * A time the clocks show twice (autumn) names the first; one they skip (spring) is read an hour on.
 */
export function instantOfWallTime(wallTime: string, timeZone: string): Date {
  const wall = wallTime.length === 16 ? `${wallTime}:00` : wallTime;
  const asUtc = Date.parse(`${wall}Z`);
  const offsetAt = (instant: number) => Date.parse(`${wallTimeInZone(new Date(instant), timeZone)}Z`) - instant;
  // The zone's offsets a day either side: clocks change at most once between them.
  const candidates = [asUtc - offsetAt(asUtc - 86_400_000), asUtc - offsetAt(asUtc + 86_400_000)];
  const shown = candidates.filter((instant) => wallTimeInZone(new Date(instant), timeZone) === wall);
  return new Date(shown.length ? Math.min(...shown) : Math.max(...candidates));
}

/**
 * A time of day stored as UTC 'HH:mm' (a location's notification window) as the wall-clock 'HH:mm' of a time zone
 * on `day` ('YYYY-MM-DD' there): the zone's offset that day, so summer and winter differ.
 */
export function wallTimeOfUtcTime(utc: string, day: string, timeZone: string): string {
  return wallTimeInZone(new Date(`${day}T${utc}:00Z`), timeZone).slice(11, 16);
}

/** A wall-clock 'HH:mm' of a time zone on `day` as the UTC 'HH:mm' stored: the inverse of `wallTimeOfUtcTime`. */
export function utcTimeOfWallTime(wall: string, day: string, timeZone: string): string {
  return instantOfWallTime(`${day}T${wall}`, timeZone).toISOString().slice(11, 16);
}
