/** The text a department sends a job's customer when the job enters it (spec 2 "Department"). */
export interface StatusMessage {
  statusMessage: string;
  sendSmsUpdate: boolean;
  sendNotification: boolean;
}

export const statusMessageMax = 1500;
export const statusMessageError = 'Status message must be 1500 characters or less';

/**
 * Tags a status message may hold, replaced with the job's values when the message is sent. The spec names no
 * list; these are the job fields a customer recognises (spec 1 section 3).
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

/** Sending is enabled by either switch. */
export function isSending(message: StatusMessage): boolean {
  return message.sendSmsUpdate || message.sendNotification;
}

/** The error to show, if any: a message that is sent must have 1 to 1500 characters. */
export function statusMessageProblem(message: StatusMessage): string | undefined {
  const length = message.statusMessage.length;
  return isSending(message) && (length === 0 || length > statusMessageMax) ? statusMessageError : undefined;
}

/** Text typed or pasted past the limit is cut at 1500 characters. */
export function truncateStatusMessage(text: string): string {
  return text.slice(0, statusMessageMax);
}

export function statusMessageChanged(initial: StatusMessage, edited: StatusMessage): boolean {
  return (
    initial.statusMessage !== edited.statusMessage ||
    initial.sendSmsUpdate !== edited.sendSmsUpdate ||
    initial.sendNotification !== edited.sendNotification
  );
}

/** A tag put where the caret is (replacing any selection); answers the text and where the caret goes next. */
export function insertAtCaret(
  text: string,
  insert: string,
  selectionStart: number,
  selectionEnd = selectionStart,
): { text: string; caret: number } {
  const start = Math.max(0, Math.min(selectionStart, text.length));
  const end = Math.max(start, Math.min(selectionEnd, text.length));
  const next = truncateStatusMessage(text.slice(0, start) + insert + text.slice(end));
  return { text: next, caret: Math.min(start + insert.length, next.length) };
}

/** The Message column's icon: no message, a message kept but not sent, or a message sent on entry. */
export type StatusMessageState = 'none' | 'notSent' | 'sent';

export function statusMessageState(message: StatusMessage): StatusMessageState {
  if (message.statusMessage.trim() === '') return 'none';
  return isSending(message) ? 'sent' : 'notSent';
}

export const statusMessageStateLabel: Record<StatusMessageState, string> = {
  none: 'No status message',
  notSent: 'Status message, sending disabled',
  sent: 'Status message, sending enabled',
};
