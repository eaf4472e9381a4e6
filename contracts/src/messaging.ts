import { z } from 'zod';
import { idSchema, maxPhoneLength } from './bounds.ts';
import { jobMessages } from './jobs/job-fields.ts';
import { type MediaType, mediaIdListSchema, mediaUris } from './media.ts';
import { formatPhone, phoneSchema } from './phone.ts';
import { whenFieldsPass } from './validation.ts';

/** Text and preset message maximum (spec 1 section 9). */
export const maxTextLength = 1500;
/** Files one text carries (a Twilio-style MMS takes at most 10). */
export const maxTextAttachments = 10;

/** Texting's messages (spec 1 sections 5 and 8), word for word where the spec has them. */
export const textMessages = {
  required: 'Please provide a message to send',
  tooLong: (over: number) => `Only ${maxTextLength} characters allowed (${over} over)`,
  sent: 'Message Successfully Sent!',
  disabled: 'Messaging is disabled',
  disabledDetail: 'Texting needs the Messaging Module enabled with an SMS phone at this location: ask support.',
  optedOut: 'This customer has opted out of text messages',
  optedOutDetail: 'They replied STOP. Nothing is sent until they reply START.',
  notFailed: 'Only a message that failed can be sent again',
  tooManyAttachments: `Attach at most ${maxTextAttachments} files to a text`,
  fieldsFirst: 'Send phoneNumber, jobAdminId and message before the files',
  needsMedia: 'Sending files needs the right to add media to the job',
  needsMediaRead: 'Attaching media needs the right to see the job’s media',
  stillQueued: 'The message is still waiting to be sent',
  alreadySent: 'The message was already sent',
} as const;

/** A customer's phone as a text is addressed: the phone rule of the job form, kept as its 10 digits. */
export const textPhoneSchema = phoneSchema({ required: jobMessages.phoneRequired, invalid: jobMessages.phoneInvalid });

export const textBodySchema = z.string({ error: textMessages.required }).superRefine((text, ctx) => {
  if (text.trim().length === 0) ctx.addIssue({ code: 'custom', message: textMessages.required });
  else if (text.length > maxTextLength)
    ctx.addIssue({ code: 'custom', message: textMessages.tooLong(text.length - maxTextLength) });
});

/** What every text names: the customer's phone, the job and the message. */
const textFields = { phoneNumber: textPhoneSchema, jobAdminId: idSchema, message: textBodySchema };

/**
 * POST Messages/sms (spec 1 section 7). An attachment is one of the job's media, by id; its `url` (the address the
 * composer showed) is not used: the provider is given a signed link of the server's own.
 */
export const sendTextSchema = z.object({
  ...textFields,
  attachments: z
    .array(z.object({ url: z.string().max(2000).optional(), mediaId: idSchema }))
    .max(maxTextAttachments, { error: textMessages.tooManyAttachments })
    .optional(),
});
export type SendText = z.output<typeof sendTextSchema>;

/**
 * The text fields of POST Messages/sms/withfiles (multipart), the same rules as Messages/sms. The new files go to
 * `newAttachmentCategoryId`, by default the location's built-in Messaging category. A form's empty field is none.
 */
const noneWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
export const sendTextWithFilesSchema = z
  .object({
    ...textFields,
    newAttachmentCategoryId: z.preprocess(noneWhenEmpty, idSchema.optional()),
    /** The job's media the text carries too, besides the new files: ids joined by semicolons. */
    mediaIds: z.preprocess(noneWhenEmpty, mediaIdListSchema.optional()),
  })
  .superRefine((text, ctx) => {
    if ((text.mediaIds?.length ?? 0) > maxTextAttachments)
      ctx.addIssue({ code: 'custom', path: ['mediaIds'], message: textMessages.tooManyAttachments });
  }, whenFieldsPass('mediaIds'));
export type SendTextWithFiles = z.output<typeof sendTextWithFilesSchema>;
export const textWithFilesFields = Object.keys(textFields);

/** POST MessagingPresets/fillJobAdminTags: a message (a text's rule) to fill with the job's values. */
export const fillJobAdminTagsSchema = z.object({ jobAdminId: idSchema, message: textBodySchema });
export type FillJobAdminTags = z.output<typeof fillJobAdminTagsSchema>;

/** A phone named in a path (Messages/all/byphone/{phone}, Messages/markallread/{phone}). */
export const phoneParamsSchema = z.object({ phone: textPhoneSchema });

/**
 * An inbound text as a Twilio-style provider posts it (form-encoded). Every field is kept, bounded, because the
 * signature covers them all; only From, To, Body and MessageSid are read.
 */
export const inboundTextSchema = z
  .object({
    From: z.string({ error: 'From is required' }).max(maxPhoneLength),
    To: z.string({ error: 'To is required' }).max(maxPhoneLength),
    Body: z
      .string()
      .max(maxTextLength * 2, { error: 'Body is too long' })
      .optional(),
    /** The provider's id of the message: a retried or replayed post of it is taken once. */
    MessageSid: z.string({ error: 'MessageSid is required' }).min(1, { error: 'MessageSid is required' }).max(64),
  })
  .catchall(z.string().max(2000))
  .refine((form) => Object.keys(form).length <= 60, { error: 'Too many fields', ...whenFieldsPass() });

/** Replies a carrier treats as opting out and back in; the same words are honoured here. */
export const optOutWords = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
export const optInWords = new Set(['START', 'UNSTOP']);

/** The word a reply opts out or in with, or undefined when it is just a reply. */
export function optWordOf(body: string): { word: string; optOut: boolean } | undefined {
  const word = body.trim().toUpperCase();
  if (optOutWords.has(word)) return { word, optOut: true };
  if (optInWords.has(word)) return { word, optOut: false };
  return undefined;
}

export const textingStream = (locationShortName: string) => `texting-${locationShortName}`;

/**
 * A job's texts have a stream of their own, not the job's: a reply or a delivery outcome must not move the job's
 * version, the ETag of a folder someone may be editing.
 */
export const textsStream = (jobAdminId: string) => `texts-${jobAdminId}`;

/**
 * The queue job that sends one text, set off by the texts' process manager for each text queued; the command side's
 * worker sends it. Its jobId is the message id, so a text is queued once however often asked.
 */
export const sendTextJob = 'text-send';
export interface SendTextJob {
  locationShortName: string;
  jobAdminId: string;
  messageId: string;
}

/** Whether an event is on a stream that holds texts: a job's texts, or the location's texting stream. */
export const onTextsStream = (streamId: string) => streamId.startsWith('texts-') || streamId.startsWith('texting-');

/** Where a text is: queued until the provider took it (Sent) or gave up (Failed). */
export type TextStatus = 'Queued' | 'Sent' | 'Failed';

/** A file a text carries: one of the job's media, told as it was when the text was queued. */
export interface TextAttachment {
  mediaId: string;
  fileName: string;
  contentType: MediaType;
}

/**
 * Texting facts. A text tied to a job lives on the job's texts stream `texts-{jobAdminId}`; a reply from a number no
 * job has, and the customers' opt-outs, on the location's stream `texting-{location}`. Phones are 10 digits.
 */
export interface TextingEvents {
  /**
   * `sentBy` is the sender as the thread shows them, told now so no lookup is needed later. `attachments` is
   * absent on texts queued before texts carried files: read as none.
   */
  TextMessageQueued: {
    jobAdminId: string;
    messageId: string;
    to: string;
    from: string;
    body: string;
    sentBy: { firstName: string; lastName: string };
    attachments?: TextAttachment[];
  };
  TextMessageSent: { jobAdminId: string; messageId: string; providerId: string };
  TextMessageFailed: { jobAdminId: string; messageId: string; reason: string };
  /** Someone asked to send a failed text again: it is queued once more. */
  TextMessageRetried: { jobAdminId: string; messageId: string };
  /** `jobAdminId` null: no job of the location has this number (kept on the location's stream). */
  TextMessageReceived: {
    jobAdminId: string | null;
    messageId: string;
    from: string;
    to: string;
    body: string;
    providerId: string;
  };
  /** The customer's unread texts were read; `readBy` is the reader's name, for the Communications note. */
  MessagesRead: { jobAdminId: string | null; phone: string; messageIds: string[]; readBy: string };
  CustomerOptedOut: { phone: string; word: string };
  CustomerOptedIn: { phone: string; word: string };
}

/**
 * Texting's write-side indexes, each entry confirmed on the stream that owns it when read (command-service
 * messaging/threads.ts): `thread-{location}-{phone}` holds each text and reply of that number at the location with
 * the job whose texts keep it (null: the location's texting stream); `message-{messageId}` the job a text the shop
 * sent is on. Each is appended before the texts' own event.
 */
export interface TextIndexEvents {
  TextThreaded: { messageId: string; jobAdminId: string | null };
  TextFiled: { messageId: string; jobAdminId: string };
}

/** A text as the read model keeps it (read-models/messaging). `customerPhone` is the other end, whichever way the text went. */
export interface StoredText {
  id: string;
  locationShortName: string;
  jobAdminId: string | null;
  customerPhone: string;
  from: string;
  to: string;
  body: string;
  createdAt: string;
  isIncoming: boolean;
  readAt: string | null;
  status: TextStatus | 'Received';
  failedReason: string | null;
  /** Who sent it (null for a reply). */
  userId: string | null;
  sentBy: TextingEvents['TextMessageQueued']['sentBy'] | null;
  providerId: string | null;
  /** The files it carries; absent on documents projected before texts carried files (none). */
  media?: TextAttachment[];
}

/** What a thread shows of a text: the read model's document, or a text as its stream has it (the command side). */
export type ThreadText = Omit<StoredText, 'locationShortName' | 'userId' | 'providerId'>;

/** A message as the thread and the drawer show it (spec 1 section 3 "Message"). */
export interface TextMessageView {
  messageHistoryId: string;
  from: string;
  to: string;
  body: string;
  createdAt: string;
  readAt: string | null;
  isIncoming: boolean;
  jobAdminId: string | null;
  displayJobAdmin: string;
  displayName: string;
  user: { firstName: string; lastName: string } | null;
  status: TextStatus | 'Received';
  failedReason: string | null;
  media: { mediaId: string; fileUri: string; fileName: string; contentType: string }[];
}

/** A job's Job ID as the shop knows it: the hat when it has one, else its number. */
export const shownJobId = (job: Record<string, unknown>) => String(job.hat || job.jobAdminInt);

/**
 * Texts as the thread and the drawer show them, each with its job's number and customer's name (the job looked up
 * once however many of its texts there are; a reply no job has shows the number it came from).
 */
export async function textViews(
  texts: ThreadText[],
  /** The job as the jobs read model keeps it: its Job ID (hat), number and customer's name are shown. */
  jobById: (jobAdminId: string) => Promise<Record<string, unknown> | undefined>,
): Promise<TextMessageView[]> {
  const jobIds = [...new Set(texts.flatMap((t) => (t.jobAdminId ? [t.jobAdminId] : [])))];
  const found = await Promise.all(jobIds.map(jobById));
  const jobs = new Map(jobIds.map((id, i) => [id, found[i]]));
  return texts.map((t) => {
    const job = t.jobAdminId ? jobs.get(t.jobAdminId) : undefined;
    return {
      messageHistoryId: t.id,
      from: t.from,
      to: t.to,
      body: t.body,
      createdAt: t.createdAt,
      readAt: t.readAt,
      isIncoming: t.isIncoming,
      jobAdminId: t.jobAdminId,
      displayJobAdmin: job ? shownJobId(job) : '',
      displayName: job ? String(job.clientName) : formatPhone(t.customerPhone),
      user: t.sentBy,
      status: t.status,
      failedReason: t.failedReason,
      media: (t.media ?? []).map(({ mediaId, fileName, contentType }) => ({
        mediaId,
        fileUri: mediaUris.file(mediaId),
        fileName,
        contentType,
      })),
    };
  });
}
