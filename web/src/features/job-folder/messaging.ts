import {
  allows,
  Level,
  maxTextAttachments,
  maxTextLength,
  type Permissions,
  phonePattern,
  type TextMessageView,
  textMessages,
} from '@bayline/contracts';
import { showsTimestamp } from '../../lib/message-time.ts';
import { tMessage } from '../../lib/messages.ts';
import { parseInstant } from './format.ts';

/** Whether the location texts at all: Messaging Module on and a send phone (spec 1 section 6). */
export function locationTexts(location: { enableMessaging: boolean; smsSendPhone: string | null }): boolean {
  return location.enableMessaging && Boolean(location.smsSendPhone);
}

/** What the Messaging tab, the composer and the Text Message action may do (spec 1 section 6). */
export function messagingRights(permissions: Permissions) {
  return {
    /** Sending needs texting write (the server's rule; texting = 1 is the spec's 'disabled'). */
    send: allows(permissions.texting, 'write'),
    /** 'Add Preset Message' shows with onthefly write and works with messaging write. */
    showAddPreset: allows(permissions.onthefly, 'write'),
    addPreset: allows(permissions.messaging, 'write'),
    /** With messaging write the Text Message action opens the Messaging tab, otherwise the Send Text dialog. */
    textInFolder: allows(permissions.messaging, 'write'),
    /** Attaching the job's media needs to see them; files from the device become its media, so need media write. */
    attachFromFolder: allows(permissions.jobmedia, 'read'),
    attachFiles: allows(permissions.jobmedia, 'write') && permissions.jobfolder !== Level.noAccess,
  };
}

export type MessagingRights = ReturnType<typeof messagingRights>;

/** The composer's message under the text: the over-limit rule, worded in the user's language. */
export function textLimitError(text: string): string | undefined {
  return text.length > maxTextLength ? tMessage(textMessages.tooLong(text.length - maxTextLength)) : undefined;
}

export interface SendCheck {
  text: string;
  jobAdminId: string | undefined;
  cell: string;
  canText: boolean;
  /** Files and media it carries. */
  attachments?: number;
}

/**
 * Send is enabled with text within the limit, a job, a valid cell phone and the right to text (spec 1 section 5),
 * and no more files than a text carries.
 */
export function canSendText({ text, jobAdminId, cell, canText, attachments = 0 }: SendCheck): boolean {
  return (
    canText &&
    Boolean(jobAdminId) &&
    phonePattern.test(cell) &&
    text.trim() !== '' &&
    text.length <= maxTextLength &&
    attachments <= maxTextAttachments
  );
}

/** The composer's message under its attachments when there are more than a text carries. */
export function attachmentsError(count: number): string | undefined {
  return count > maxTextAttachments ? tMessage(textMessages.tooManyAttachments) : undefined;
}

/**
 * The numbers with replies nobody has read yet, each once: leaving the tab with any asks to mark them read, and
 * marking is per number (usually the job's cell phone alone).
 */
export function unreadSenders(thread: readonly TextMessageView[]): string[] {
  return [...new Set(thread.filter((m) => m.isIncoming && !m.readAt).map((m) => m.from))];
}

export interface ThreadEntry {
  message: TextMessageView;
  at: Date;
  /** A timestamp goes before this text (an hour or more after the previous one). */
  stamped: boolean;
}

/** The thread as shown, oldest first, each text with its time and whether a timestamp precedes it. */
export function threadEntries(thread: readonly TextMessageView[]): ThreadEntry[] {
  return thread.map((message, index) => {
    const at = parseInstant(message.createdAt);
    const before = thread[index - 1];
    const previous = before ? parseInstant(before.createdAt) : undefined;
    return { message, at, stamped: showsTimestamp(previous, at) };
  });
}

/** A text offered to the composer (the late promise's): a new object each time it is offered, filled once. */
export interface TextDraft {
  message: string;
}
