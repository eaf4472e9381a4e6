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

/** The calendar day of an instant in a time zone, as 'YYYY-MM-DD'. */
export function dayInZone(instant: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** The UTC offset of a time zone at an instant, in ms (local time minus UTC). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(instant / 1000) * 1000;
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
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
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
  return Math.round((Date.parse(`${dayOf(b)}T00:00:00Z`) - Date.parse(`${dayOf(a)}T00:00:00Z`)) / 86_400_000);
}

const wallFormatters = new Map<string, Intl.DateTimeFormat>();

/** An instant's wall-clock time in a time zone, 'YYYY-MM-DDTHH:mm:ss' (what the shop's clock showed). */
export function wallTimeInZone(instant: Date, timeZone: string): string {
  let formatter = wallFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
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
