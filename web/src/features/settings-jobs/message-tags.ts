/**
 * Tags a preset message may hold, filled with the job's values when it is sent (POST
 * MessagingPresets/fillJobAdminTags). The spec names no list; these are the job fields a customer recognises.
 */
export const messageTags = [
  { tag: '{CustomerName}', label: 'Customer Name' },
  { tag: '{Year}', label: 'Vehicle Year' },
  { tag: '{Make}', label: 'Vehicle Make' },
  { tag: '{Model}', label: 'Vehicle Model' },
  { tag: '{Color}', label: 'Vehicle Color' },
  { tag: '{JobId}', label: 'Job ID' },
  { tag: '{Department}', label: 'Department' },
  { tag: '{ScheduledOut}', label: 'Scheduled Out' },
  { tag: '{LocationName}', label: 'Location Name' },
  { tag: '{LocationPhone}', label: 'Location Phone' },
] as const;

/** A tag put where the caret is (replacing any selection), the text cut at `max`; answers the text and the caret. */
export function insertAtCaret(
  text: string,
  insert: string,
  max: number,
  selectionStart: number,
  selectionEnd = selectionStart,
): { text: string; caret: number } {
  const start = Math.max(0, Math.min(selectionStart, text.length));
  const end = Math.max(start, Math.min(selectionEnd, text.length));
  const next = (text.slice(0, start) + insert + text.slice(end)).slice(0, max);
  return { text: next, caret: Math.min(start + insert.length, next.length) };
}
