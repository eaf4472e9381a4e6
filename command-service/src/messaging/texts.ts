import {
  eventOf,
  invalid,
  maxTextAttachments,
  notFound,
  optWordOf,
  Refusal,
  type TextAttachment,
  type TextingEvent,
  type TextingEvents,
  type TextStatus,
  type ThreadText,
  textMessages,
} from '@bayline/contracts';
import type { Job } from '../jobs/job.ts';
import { mediaNotOnJob, type StoredFile } from '../media/decide.ts';
import type { Aggregate, FoldedEvent } from '../shared/command.ts';
import { nameBasedId } from '../shared/name-based-id.ts';

/** A text the shop sent, as deciding and its thread need it: the queue worker sends it from here. */
export interface SentTextState {
  to: string;
  from: string;
  body: string;
  attachments: TextAttachment[];
  status: TextStatus;
  sentBy: TextingEvents['TextMessageQueued']['sentBy'];
  /** When it was queued. */
  at: string;
  failedReason: string | null;
}

/** A reply taken, as its thread shows it. */
export interface ReceivedText {
  from: string;
  to: string;
  body: string;
  at: string;
  readAt: string | null;
}

/** The texts of one stream (a job's, or the location's unassigned replies). Maps by id, never plain objects. */
export interface Texts {
  sent: ReadonlyMap<string, SentTextState>;
  /** Replies not read yet, with the number they came from. */
  unread: ReadonlyMap<string, string>;
  /** Every reply taken, by message id (named by the provider's): the same one posted again is not taken twice. */
  received: ReadonlyMap<string, ReceivedText>;
}

export const noTexts: Texts = { sent: new Map(), unread: new Map(), received: new Map() };

const event = eventOf<TextingEvents>();

function withSent(texts: Texts, messageId: string, change: Pick<SentTextState, 'status'> & Partial<SentTextState>) {
  const text = texts.sent.get(messageId);
  return text ? { ...texts, sent: new Map(texts.sent).set(messageId, { ...text, ...change }) } : texts;
}

/** The texts after one event; the same object when the event is not about texts. */
export function evolveTexts(texts: Texts, e: FoldedEvent<TextingEvent>): Texts {
  switch (e.type) {
    case 'TextMessageQueued': {
      const { messageId, to, from, body, attachments = [], sentBy } = e.data;
      const text: SentTextState = {
        to,
        from,
        body,
        attachments,
        status: 'Queued',
        sentBy,
        at: e.metadata.at,
        failedReason: null,
      };
      return { ...texts, sent: new Map(texts.sent).set(messageId, text) };
    }
    case 'TextMessageRetried':
      return withSent(texts, e.data.messageId, { status: 'Queued', failedReason: null });
    case 'TextMessageSent':
      return withSent(texts, e.data.messageId, { status: 'Sent' });
    case 'TextMessageFailed':
      return withSent(texts, e.data.messageId, { status: 'Failed', failedReason: e.data.reason });
    case 'TextMessageReceived': {
      const { messageId, from, to, body } = e.data;
      return {
        ...texts,
        unread: new Map(texts.unread).set(messageId, from),
        received: new Map(texts.received).set(messageId, { from, to, body, at: e.metadata.at, readAt: null }),
      };
    }
    case 'MessagesRead': {
      const unread = new Map(texts.unread);
      const received = new Map(texts.received);
      for (const id of e.data.messageIds) {
        unread.delete(id);
        const reply = received.get(id);
        if (reply) received.set(id, { ...reply, readAt: e.metadata.at });
      }
      return { ...texts, unread, received };
    }
    case 'CustomerOptedOut':
    case 'CustomerOptedIn':
      return texts;
    default:
      e satisfies never;
      return texts;
  }
}

/**
 * A job's texts, stream `texts-{jobAdminId}`. It holds no location: commands read where the job is from the job's
 * stream before deciding (see onJobTexts).
 */
export const jobTexts: Aggregate<Texts, TextingEvent> = { initial: () => noTexts, evolve: evolveTexts };

/**
 * The texts of one stream with this number (sent to it or replied from it), as the number's thread shows them;
 * `jobAdminId` is the job whose texts these are (null for the location's).
 */
export function threadTexts(texts: Texts, jobAdminId: string | null, phone: string): ThreadText[] {
  const sent = [...texts.sent].flatMap(([id, t]): ThreadText[] =>
    t.to === phone
      ? [
          {
            id,
            jobAdminId,
            customerPhone: t.to,
            from: t.from,
            to: t.to,
            body: t.body,
            createdAt: t.at,
            isIncoming: false,
            readAt: null,
            status: t.status,
            failedReason: t.failedReason,
            sentBy: t.sentBy,
            media: t.attachments,
          },
        ]
      : [],
  );
  const replies = [...texts.received].flatMap(([id, r]): ThreadText[] =>
    r.from === phone
      ? [
          {
            id,
            jobAdminId,
            customerPhone: r.from,
            from: r.from,
            to: r.to,
            body: r.body,
            createdAt: r.at,
            isIncoming: true,
            readAt: r.readAt,
            status: 'Received',
            failedReason: null,
            sentBy: null,
            media: [],
          },
        ]
      : [],
  );
  return [...sent, ...replies];
}

/** A location's texting stream `texting-{location}`: who opted out, and the replies no job has. */
export interface TextingState {
  optedOut: ReadonlySet<string>;
  texts: Texts;
}

export const texting: Aggregate<TextingState, TextingEvent> = {
  initial: () => ({ optedOut: new Set(), texts: noTexts }),
  evolve(state, e) {
    if (e.type === 'CustomerOptedOut' || e.type === 'CustomerOptedIn') {
      const { phone } = e.data;
      const optedOut = new Set(state.optedOut);
      if (e.type === 'CustomerOptedOut') optedOut.add(phone);
      else optedOut.delete(phone);
      return { ...state, optedOut };
    }
    const texts = evolveTexts(state.texts, e);
    return texts === state.texts ? state : { ...state, texts };
  },
};

/** Where a text may be sent from: the location's messaging module and phone, and whether the customer opted out. */
export interface SendingFrom {
  enableMessaging: boolean;
  smsSendPhone: string | null;
  optedOut: boolean;
}

/** Texting is on at the location and the customer has not opted out; the phone texts go from. */
export function mustBeAbleToText(from: SendingFrom): string {
  if (!from.enableMessaging || !from.smsSendPhone)
    throw new Refusal('TextsDisabled', textMessages.disabled, { detail: textMessages.disabledDetail });
  if (from.optedOut) throw new Refusal('OptedOut', textMessages.optedOut, { detail: textMessages.optedOutDetail });
  return from.smsSendPhone;
}

/** A text to queue: what the event tells, but where it is sent from. */
export type QueuedText = Omit<TextingEvents['TextMessageQueued'], 'jobAdminId' | 'from' | 'attachments'> & {
  attachments: TextAttachment[];
};

/** POST Messages/sms: the text is queued; the queue worker sends it. A message id already queued is not queued again. */
export function decideQueueText(jobAdminId: string, texts: Texts, text: QueuedText, from: SendingFrom): TextingEvent[] {
  if (texts.sent.has(text.messageId)) return [];
  const sendPhone = mustBeAbleToText(from);
  return [event('TextMessageQueued', { jobAdminId, ...text, from: sendPhone })];
}

/**
 * The job's media a text carries, each as the job has it now: every id is checked before any is taken, and one the
 * job does not have (another job's, another location's, a deleted one) is refused as unknown. An id named twice is
 * carried once.
 */
export function textAttachments(job: Job, mediaIds: readonly string[]): TextAttachment[] {
  const wanted = [...new Set(mediaIds)];
  for (const mediaId of wanted) if (!job.media.has(mediaId)) throw mediaNotOnJob(mediaId);
  return wanted.map((mediaId) => {
    const { fileName, contentType } = job.media.get(mediaId)!;
    return { mediaId, fileName, contentType };
  });
}

/** Files just stored for a text, as it carries them. */
export const attachmentsOf = (files: readonly StoredFile[]): TextAttachment[] =>
  files.map(({ mediaId, fileName, contentType }) => ({ mediaId, fileName, contentType }));

/** What a text sent with files carries: the job's media it names (checked), then the new files; ten at most. */
export function attachmentsWithFiles(
  job: Job,
  mediaIds: readonly string[],
  files: readonly StoredFile[],
): TextAttachment[] {
  const all = [...textAttachments(job, mediaIds), ...attachmentsOf(files)];
  if (all.length > maxTextAttachments) throw invalid([{ field: 'files', message: textMessages.tooManyAttachments }]);
  return all;
}

function queuedText(texts: Texts, messageId: string) {
  const text = texts.sent.get(messageId);
  return text?.status === 'Queued' ? text : undefined;
}

/** The provider took the text. Already settled (a retried queue job), nothing more. */
export function decideTextSent(jobAdminId: string, texts: Texts, messageId: string, providerId: string) {
  return queuedText(texts, messageId) ? [event('TextMessageSent', { jobAdminId, messageId, providerId })] : [];
}

/** The last try failed, or the provider refused the text for good. */
export function decideTextFailed(jobAdminId: string, texts: Texts, messageId: string, reason: string) {
  return queuedText(texts, messageId) ? [event('TextMessageFailed', { jobAdminId, messageId, reason })] : [];
}

/** POST Messages/{messageId}/retry: a failed text is queued again, if it may still be sent. */
export function decideRetryText(jobAdminId: string, texts: Texts, messageId: string, from: SendingFrom) {
  const text = texts.sent.get(messageId);
  if (!text) throw notFound('Message');
  if (text.status !== 'Failed')
    throw new Refusal('TextNotFailed', textMessages.notFailed, {
      detail: text.status === 'Queued' ? textMessages.stillQueued : textMessages.alreadySent,
    });
  mustBeAbleToText(from);
  return [event('TextMessageRetried', { jobAdminId, messageId })];
}

/** PUT Messages/markallread/{phone}: this number's unread replies on this stream are read. */
export function decideMarkRead(jobAdminId: string | null, texts: Texts, phone: string, readBy: string): TextingEvent[] {
  const messageIds = [...texts.unread].filter(([, from]) => from === phone).map(([id]) => id);
  return messageIds.length ? [event('MessagesRead', { jobAdminId, phone, messageIds, readBy })] : [];
}

/**
 * A reply on the stream it belongs to (a job's, or the location's when no job has the number). Its message id is
 * named by the provider's, so the same message posted again (a provider's retry, a replay) is already there.
 */
export function decideReceive(texts: Texts, reply: TextingEvents['TextMessageReceived']): TextingEvent[] {
  return texts.received.has(reply.messageId) ? [] : [event('TextMessageReceived', reply)];
}

/** The message id a provider's message gets at a location: the same every time it is posted. */
export const receivedMessageId = (locationShortName: string, providerId: string) =>
  nameBasedId(`inbound-text:${locationShortName}:${providerId}`);

/** An opt-out or opt-in word changes the customer's standing at the location; anything else changes nothing. */
export function decideOptWord(state: TextingState, phone: string, body: string): TextingEvent[] {
  const opt = optWordOf(body);
  if (!opt || opt.optOut === state.optedOut.has(phone)) return [];
  return [event(opt.optOut ? 'CustomerOptedOut' : 'CustomerOptedIn', { phone, word: opt.word })];
}
