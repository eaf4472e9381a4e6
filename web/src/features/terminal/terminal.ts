import type { TerminalJob } from '@bayline/contracts';

/** Where a preserved terminal date is kept across visits (spec 3 sections 2.2 and 2.11). */
export const terminalDateKey = 'bayline.terminal.date';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The preserved date, if one is kept and still reads as a day. */
export function storedTerminalDate(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): string | null {
  try {
    const value = storage?.getItem(terminalDateKey) ?? null;
    return value && dayPattern.test(value) ? value : null;
  } catch {
    return null; // storage blocked: nothing is preserved
  }
}

/** Keeps the date for the next visit, or forgets it (null). */
export function preserveTerminalDate(
  date: string | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
) {
  try {
    if (date && dayPattern.test(date)) storage?.setItem(terminalDateKey, date);
    else storage?.removeItem(terminalDateKey);
  } catch {
    // storage blocked: the date lasts until the page is left
  }
}

/** Which of a card's dates it shows and whether it is done: arrivals by Arrival, departures by Delivered. */
export type TerminalPanel = 'arrivals' | 'departures';

export function cardStatus(job: Pick<TerminalJob, 'dateTowIn' | 'datePickup'>, panel: TerminalPanel) {
  const date = panel === 'arrivals' ? job.dateTowIn : job.datePickup;
  return { date, done: Boolean(date) };
}
