import { settingsMessages, statusMessageMax } from '@bayline/contracts';
import { tMessage } from '../../lib/messages.ts';

/** The text a department sends a job's customer when the job enters it (spec 2 "Department"). */
export interface StatusMessage {
  statusMessage: string;
  sendSmsUpdate: boolean;
  sendNotification: boolean;
}

/** Sending is enabled by either switch. */
export function isSending(message: StatusMessage): boolean {
  return message.sendSmsUpdate || message.sendNotification;
}

/** The error to show, if any: a message that is sent must have 1 to 1500 characters. */
export function statusMessageProblem(message: StatusMessage): string | undefined {
  const length = message.statusMessage.length;
  return isSending(message) && (length === 0 || length > statusMessageMax)
    ? tMessage(settingsMessages.statusMessage)
    : undefined;
}

export function statusMessageChanged(initial: StatusMessage, edited: StatusMessage): boolean {
  return (
    initial.statusMessage !== edited.statusMessage ||
    initial.sendSmsUpdate !== edited.sendSmsUpdate ||
    initial.sendNotification !== edited.sendNotification
  );
}

/** The Message column's icon: no message, a message kept but not sent, or a message sent on entry. */
export type StatusMessageState = 'none' | 'notSent' | 'sent';

export function statusMessageState(message: StatusMessage): StatusMessageState {
  if (message.statusMessage.trim() === '') return 'none';
  return isSending(message) ? 'sent' : 'notSent';
}
