import { z } from 'zod';
import { idOf } from '../bounds.ts';

/** A note on a hold is a line on the card's tooltip and in the History, not a document. */
export const maxHoldNote = 500;

export const holdMessages = {
  reasonRequired: 'Delay reason is required',
  reasonUnknown: 'Delay reason is not one of this location’s active delay reasons',
  noteTooLong: `Note must be ${maxHoldNote} characters or fewer`,
  alreadyHeld: 'This job is already on hold',
  notHeld: 'This job is not on hold',
  releaseBeforeArchiving: 'Release the hold before archiving this job',
} as const;

/** PUT jobadmins/{id}/hold: put a job on hold with one of its location's active delay reasons. */
export const holdJobSchema = z.object({
  delayId: idOf(holdMessages.reasonRequired),
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(maxHoldNote, { error: holdMessages.noteTooLong })
    .default(''),
});
export type HoldJob = z.output<typeof holdJobSchema>;

/**
 * A job's current hold as the read side keeps it: the reason's description as it was when the job was held, so a
 * reason renamed, made inactive or deleted later leaves the hold readable.
 */
export interface JobHold {
  holdId: string;
  delayId: string;
  reason: string;
  note: string;
  /** When it was put on hold (the event's time) and by whom (a user id, and the user's name when read). */
  heldAt: string;
  heldById: string;
  heldByName: string;
}

/** A hold as the read models store it: who put it is named when it is read. */
export type StoredHold = Omit<JobHold, 'heldByName'>;

export const jobHoldSchema = z.object({
  holdId: z.string(),
  delayId: z.string(),
  reason: z.string(),
  note: z.string(),
  heldAt: z.string(),
  heldById: z.string(),
  heldByName: z.string(),
}) satisfies z.ZodType<JobHold>;

/** How long a hold has lasted, to the minute, as whole days, hours and minutes. */
export interface HeldFor {
  days: number;
  hours: number;
  minutes: number;
}

export function heldFor(heldAt: string, until: string | Date): HeldFor {
  const end = typeof until === 'string' ? Date.parse(until) : until.getTime();
  // A clock a little behind the server's never shows a negative time.
  const minutes = Math.max(0, Math.floor((end - Date.parse(heldAt)) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/**
 * The two largest units of a duration ('2 d 4 h', '3 h 5 min', '12 min'), as the History's System note says it: the
 * short unit signs read the same in every language the notes are shown in.
 */
export function heldForText({ days, hours, minutes }: HeldFor): string {
  if (days) return `${days} d ${hours} h`;
  if (hours) return `${hours} h ${minutes} min`;
  return `${minutes} min`;
}
