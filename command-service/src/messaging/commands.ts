import {
  type MediaFilingEvent,
  notFound,
  Refusal,
  type SendText,
  type SendTextJob,
  type SendTextWithFiles,
  sendTextJob,
  type TextAttachment,
  type TextIndexEvent,
  type TextingEvent,
  type TextingEvents,
  textingStream,
  textsStream,
  textViews,
} from '@bayline/contracts';
import type { JobQueue } from '@bayline/platform/job-queue/port';
import { newestOpenJobWithCellPhone } from '../jobs/cell-phones.ts';
import { type Job, type JobStreamEvent, job, jobStream } from '../jobs/job.ts';
import { location, locationStream } from '../locations/location.ts';
import { mediaCommands } from '../media/commands.ts';
import { decideUpload, messagingCategoryOf, type StoredFile } from '../media/decide.ts';
import { fileMedia } from '../media/filing.ts';
import { type CommandContext, type Decided, executeAll, type StreamCommand } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import {
  attachmentsWithFiles,
  decideMarkRead,
  decideOptWord,
  decideQueueText,
  decideReceive,
  decideRetryText,
  jobTexts,
  mustBeAbleToText,
  type QueuedText,
  receivedMessageId,
  type SendingFrom,
  type TextingState,
  type Texts,
  textAttachments,
  texting,
  threadTexts,
} from './texts.ts';
import { indexText, textIndexes } from './threads.ts';

/** Who the thread shows as the sender of a text Bayline sends on the shop's behalf. */
const shopSender = { firstName: 'Bayline', lastName: '' };

/**
 * A command on a job's texts. The job's stream takes part to say where the job is, so another location's or an
 * unknown job is refused as unknown before anything is decided, and to tell the texts' decision the job as it is
 * (the job's part is decided first). Nothing is appended to it, so its version (the folder's ETag) does not move,
 * unless `onJob` decides something there too (files sent by text are added to the job's media).
 */
export function onJobTexts(
  jobAdminId: string,
  decide: (texts: Texts, job: Job) => TextingEvent[],
  onJob: (job: Job) => JobStreamEvent[] = () => [],
  /** The text's index entries, appended after the job's part and before the texts'. */
  indexes: StreamCommand<unknown, TextIndexEvent>[] = [],
): StreamCommand<unknown, JobTextsEvent>[] {
  let seen = job.initial();
  const where: StreamCommand<Job, JobStreamEvent> = {
    streamId: jobStream(jobAdminId),
    aggregate: job,
    decide: (state) => {
      seen = state;
      return onJob(state);
    },
  };
  const texts: StreamCommand<Texts, TextingEvent> = {
    streamId: textsStream(jobAdminId),
    aggregate: jobTexts,
    decide: (state) => decide(state, seen),
  };
  return [where, ...indexes, texts] as StreamCommand<unknown, JobTextsEvent>[];
}

/** What a command on a job's texts appends: to the job's stream, to the text's indexes and to its texts'. */
type JobTextsEvent = JobStreamEvent | TextIndexEvent | TextingEvent;

/** What a text carries, told from the job as it is, and what the job records with it. */
interface Carried {
  attachments(job: Job): TextAttachment[];
  onJob?(job: Job): JobStreamEvent[];
  /** New media filed on the media index, before the job's own part. */
  filing?: StreamCommand<unknown, MediaFilingEvent>;
}
const nothingCarried: Carried = { attachments: () => [] };

/** The position of a command's last event over all its streams (0 when nothing changed). */
const lastPosition = (results: Decided<unknown>[]) => Math.max(0, ...results.map((r) => r.position));

/** How often a text is tried before it is Failed, and the first wait between tries (doubling each time). */
export interface TextRetries {
  attempts: number;
  backoffMs: number;
}
export const defaultTextRetries: TextRetries = { attempts: 5, backoffMs: 2000 };

/** Texting commands: sending, retrying, reading and receiving texts. The queue worker sends (see delivery.ts). */
export function textingCommands(deps: CommandDeps, queue: JobQueue, retries: TextRetries = defaultTextRetries) {
  /** The location's module and phone and the customer's opt-out, as their streams have them now. */
  async function sendingFrom(locationShortName: string, phone: string): Promise<SendingFrom> {
    const [place, book] = await Promise.all([
      deps.streams.current(locationStream(locationShortName), location),
      deps.streams.current(textingStream(locationShortName), texting),
    ]);
    return {
      enableMessaging: place.state.info?.enableMessaging ?? false,
      smsSendPhone: place.state.info?.smsSendPhone ?? null,
      optedOut: book.state.optedOut.has(phone),
    };
  }

  const media = mediaCommands(deps);

  /**
   * After a command recorded the text Queued: handed to the queue at once. The texts' process manager queues it
   * too from the log (the same jobId), so a queue that cannot be reached now does not turn the command into a
   * failure (asked again, the user would text twice).
   */
  const handOver = (text: SendTextJob) =>
    queue.enqueue(sendTextJob, text, { jobId: text.messageId, ...retries }).catch(() => undefined);

  const indexes = textIndexes(deps.streams);

  /**
   * The job a reply from `phone` belongs to, with the thread's version it was chosen on: the job of the latest text
   * with that number, else the newest open job with that cell phone, else none (kept on the location's stream). A
   * reply posted again goes where it went the first time.
   */
  async function jobOf(locationShortName: string, phone: string, messageId: string) {
    const { state, version } = await indexes.thread(locationShortName, phone);
    const taken = state.get(messageId);
    if (taken !== undefined) return { jobAdminId: taken, threadVersion: version };
    const jobAdminId =
      (await indexes.latestJob(state, locationShortName)) ??
      (await newestOpenJobWithCellPhone(deps.streams, locationShortName, phone)) ??
      null;
    return { jobAdminId, threadVersion: version };
  }

  /** A text queued on the job's texts (a foreign or unknown job is 404), then handed to the queue. */
  async function queueOnJob(
    ctx: CommandContext,
    jobAdminId: string,
    text: Omit<QueuedText, 'attachments'>,
    carried = nothingCarried,
  ) {
    const from = await sendingFrom(ctx.locationShortName, text.to);
    const { messageId } = text;
    const results = await executeAll<JobTextsEvent | MediaFilingEvent>(
      deps,
      [
        ...(carried.filing ? [carried.filing] : []),
        ...onJobTexts(
          jobAdminId,
          (texts, job) => decideQueueText(jobAdminId, texts, { ...text, attachments: carried.attachments(job) }, from),
          carried.onJob,
          indexText({ locationShortName: ctx.locationShortName, phone: text.to, messageId, jobAdminId, sent: true }),
        ),
      ],
      ctx,
    );
    await handOver({ locationShortName: ctx.locationShortName, jobAdminId, messageId: text.messageId });
    return { position: lastPosition(results) };
  }

  return {
    /** POST Messages/sms: queued on the job's texts, with the job's media it names, then handed to the queue. */
    async send(ctx: CommandContext, input: SendText, sentBy: QueuedText['sentBy']) {
      const messageId = deps.newId();
      const text = { messageId, to: input.phoneNumber, body: input.message, sentBy };
      const mediaIds = (input.attachments ?? []).map((a) => a.mediaId);
      const carried = { attachments: (job: Job) => textAttachments(job, mediaIds) };
      return { ...(await queueOnJob(ctx, input.jobAdminId, text, carried)), messageId };
    },

    /**
     * Before any file of POST Messages/sms/withfiles is stored: the job is this location's and open, the category
     * one of its own (by default its Messaging one), and texting possible. Answers the category the files go to.
     */
    async mayQueueWithFiles(ctx: CommandContext, input: SendTextWithFiles) {
      const mediaCategoryId =
        input.newAttachmentCategoryId ?? messagingCategoryOf(await deps.catalogs.load(ctx.locationShortName));
      await media.mayUpload(ctx, input.jobAdminId, mediaCategoryId);
      mustBeAbleToText(await sendingFrom(ctx.locationShortName, input.phoneNumber));
      return mediaCategoryId;
    },

    /**
     * POST Messages/sms/withfiles, once the files are stored: they are added to the job's media and the text,
     * carrying them, is queued on its texts (each part decided before either is appended), then handed to the queue.
     */
    async sendWithFiles(
      ctx: CommandContext,
      input: SendTextWithFiles,
      sentBy: QueuedText['sentBy'],
      files: StoredFile[],
      mediaCategoryId: string | null,
    ) {
      const messageId = deps.newId();
      const text = { messageId, to: input.phoneNumber, body: input.message, sentBy };
      const catalog = await deps.catalogs.load(ctx.locationShortName);
      const carried: Carried = {
        attachments: (job) => attachmentsWithFiles(job, input.mediaIds ?? [], files),
        onJob: (job) => decideUpload(job, files, mediaCategoryId, catalog),
        filing: fileMedia(
          ctx.locationShortName,
          input.jobAdminId,
          files.map((f) => f.mediaId),
        ),
      };
      return { ...(await queueOnJob(ctx, input.jobAdminId, text, carried)), messageId };
    },

    /**
     * A department's status message to the job's customer, sent by the shop itself (spec 2 departments). The caller
     * names the message id, so asking again for the same department entry queues nothing more.
     */
    sendStatusText: (ctx: CommandContext, jobAdminId: string, text: Omit<QueuedText, 'sentBy' | 'attachments'>) =>
      queueOnJob(ctx, jobAdminId, { ...text, sentBy: shopSender }),

    /** POST Messages/{messageId}/retry: a failed text is queued again. */
    async retry(ctx: CommandContext, messageId: string) {
      const found = await indexes.sentTextJob(ctx.locationShortName, messageId);
      if (!found) throw notFound('Message');
      const from = await sendingFrom(ctx.locationShortName, found.text.to);
      const { jobAdminId } = found;
      const results = await executeAll(
        deps,
        onJobTexts(jobAdminId, (texts) => decideRetryText(jobAdminId, texts, messageId, from)),
        ctx,
      );
      await handOver({ locationShortName: ctx.locationShortName, jobAdminId, messageId });
      return { position: lastPosition(results) };
    },

    /**
     * PUT Messages/markallread/{phone}: every stream holding this number's unread replies at the location (its jobs'
     * texts, and the location's own for replies no job has) records them read. Answers the number's thread as now read.
     */
    async markRead(ctx: CommandContext, phone: string, readBy: string) {
      const { state } = await indexes.thread(ctx.locationShortName, phone);
      const unread = (texts: Texts) => [...texts.unread.values()].includes(phone);
      const readOn = (jobAdminId: string | null): StreamCommand<unknown, JobTextsEvent>[] => {
        if (jobAdminId !== null)
          return onJobTexts(jobAdminId, (texts) => decideMarkRead(jobAdminId, texts, phone, readBy));
        const book: StreamCommand<TextingState, TextingEvent> = {
          streamId: textingStream(ctx.locationShortName),
          aggregate: texting,
          decide: (s) => decideMarkRead(null, s.texts, phone, readBy),
        };
        return [book as StreamCommand<unknown, TextingEvent>];
      };
      const before = await indexes.holders(state, ctx.locationShortName);
      const commands = before.filter((h) => unread(h.texts)).flatMap((h) => readOn(h.jobAdminId));
      const results = commands.length ? await executeAll(deps, commands, ctx) : [];
      // As they stand now: the replies just read with the moment they were.
      const holders = await indexes.holders(state, ctx.locationShortName);
      const thread = holders
        .flatMap((h) => threadTexts(h.texts, h.jobAdminId, phone))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      const jobs = new Map(holders.flatMap((h) => (h.job?.exists ? [[h.job.jobAdminId, h.job] as const] : [])));
      return {
        position: lastPosition(results),
        thread: await textViews(thread, async (id) => {
          const found = jobs.get(id);
          return (
            found && { hat: found.fields.hat, jobAdminInt: found.jobAdminInt, clientName: found.fields.clientName }
          );
        }),
      };
    },

    /**
     * A customer's reply, already checked as the provider's: kept with the texts of the job it belongs to, or on
     * the location's stream; an opt-out or opt-in word also changes their standing at the location.
     */
    async receive(ctx: CommandContext, reply: { from: string; to: string; body: string; providerId: string }) {
      const messageId = receivedMessageId(ctx.locationShortName, reply.providerId);
      for (;;) {
        const { jobAdminId, threadVersion } = await jobOf(ctx.locationShortName, reply.from, messageId);
        try {
          return await receiveOn(ctx, { ...reply, jobAdminId, messageId }, threadVersion);
        } catch (error) {
          // The number was texted meanwhile: its job is chosen again.
          if (!(error instanceof Refusal && error.name === 'StaleVersion')) throw error;
        }
      }
    },
  };

  /** A reply kept on the job chosen for it, the number's thread as it was when chosen (else refused as stale). */
  async function receiveOn(ctx: CommandContext, received: TextingEvents['TextMessageReceived'], threadVersion: number) {
    const { jobAdminId, messageId, from } = received;
    // Taken already: its opt-out or opt-in word is not heard again either (a STOP replayed after a START).
    let taken = true;
    const receive = (texts: Texts) => {
      const events = decideReceive(texts, received);
      taken = events.length > 0;
      return events;
    };
    const book: StreamCommand<TextingState> = {
      streamId: textingStream(ctx.locationShortName),
      aggregate: texting,
      decide: (s) => {
        const events = jobAdminId === null ? receive(s.texts) : [];
        return taken ? [...events, ...decideOptWord(s, from, received.body)] : [];
      },
    };
    const threaded = indexText(
      { locationShortName: ctx.locationShortName, phone: from, messageId, jobAdminId, sent: false },
      threadVersion,
    );
    // The job's part is decided first (see executeAll), so the book knows whether the reply was taken.
    const onJob = jobAdminId === null ? threaded : onJobTexts(jobAdminId, receive, undefined, threaded);
    const results = await executeAll(deps, [...onJob, book as StreamCommand<unknown>], ctx);
    return { jobAdminId, position: lastPosition(results) };
  }
}
