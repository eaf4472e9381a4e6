import {
  mediaUris,
  type StoredText,
  sharedLinkLifetimeMs,
  type TextAttachment,
  textsCollection,
  textsStream,
} from '@bayline/contracts';
import type { JobQueue, QueuedJob, QueueWorker } from '@bayline/platform/job-queue/port';
import { caughtUp } from '@bayline/platform/read-store/caught-up';
import type { SignedLinks } from '@bayline/platform/signed-links';
import { type OutgoingMedia, type SentText, type SmsPort, TextRefusedError } from '@bayline/platform/sms';
import { type CommandContext, executeAll } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { withSweep } from '../shared/sweeping.ts';
import {
  defaultTextRetries,
  onJobTexts,
  type SendTextJob,
  sendTextJob,
  type TextRetries,
  textingCommands,
} from './commands.ts';
import { decideTextFailed, decideTextSent, jobTexts } from './texts.ts';

/** The projector that keeps the texts' read model: the sweep waits for it before believing what it says. */
const textsProjector = 'messages';

/** Texts the queue lost (a restart of the in-process one, an enqueue that failed) wait at most this long. */
const sweepEveryMs = 60_000;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Where the provider fetches a text's files: Bayline's public address (BAYLINE_PUBLIC_URL) and the signer of the
 * links. Without it a text goes without its files' links (a provider could not reach the address Bayline listens
 * on), and the outbox shows them with none.
 */
export interface SharedMedia {
  publicUrl: string;
  links: SignedLinks;
}

/** A text's files as the SMS port takes them, each with a link signed now that works for sharedLinkLifetimeMs. */
export function outgoingMedia(attachments: TextAttachment[], shared: SharedMedia | undefined, now: Date) {
  const base = shared?.publicUrl.replace(/\/+$/, '');
  const expiresAt = new Date(now.getTime() + sharedLinkLifetimeMs);
  return attachments.map(
    (a): OutgoingMedia => ({
      ...a,
      url: shared ? `${base}${mediaUris.shared(a.mediaId, shared.links.sign(a.mediaId, expiresAt))}` : null,
    }),
  );
}

/**
 * Sends queued texts through the SMS port and records how it went. Safe to run twice for one text: the worker
 * sends only a text its stream still has Queued, and the port never texts one message id twice, so a try after
 * a crash between the provider's answer and `TextMessageSent` finds the text sent and only records it.
 */
export function textDelivery(
  deps: CommandDeps & { queue: JobQueue; sms: SmsPort; sharedMedia?: SharedMedia },
  retries: TextRetries = defaultTextRetries,
) {
  const commands = textingCommands(deps, deps.queue, retries);
  const ctxOf = (data: SendTextJob): CommandContext => ({
    userId: 'system',
    locationShortName: data.locationShortName,
    now: new Date(),
    correlationId: data.messageId,
  });

  async function deliver(queued: QueuedJob<SendTextJob>) {
    const { jobAdminId, messageId } = queued.data;
    const { state } = await deps.streams.current(textsStream(jobAdminId), jobTexts);
    const text = state.sent.get(messageId);
    if (text?.status !== 'Queued') return { settled: text?.status ?? 'unknown' };
    let sent: SentText;
    try {
      const media = outgoingMedia(text.attachments, deps.sharedMedia, new Date());
      sent = await deps.sms.send({ id: messageId, to: text.to, from: text.from, body: text.body, media });
    } catch (error) {
      const refused = error instanceof TextRefusedError;
      if (refused || queued.attempt >= retries.attempts)
        await executeAll(
          deps,
          onJobTexts(jobAdminId, (texts) => decideTextFailed(jobAdminId, texts, messageId, reasonOf(error))),
          ctxOf(queued.data),
        );
      if (refused) return { settled: 'Failed' };
      // The queue tries again, or after the last try keeps the job among its failed ones: the dead letters.
      throw error;
    }
    // Recording it may fail too (the store out of reach): the next try finds the text sent and only records it.
    await executeAll(
      deps,
      onJobTexts(jobAdminId, (texts) => decideTextSent(jobAdminId, texts, messageId, sent.providerId)),
      ctxOf(queued.data),
    );
    return sent;
  }

  /**
   * Hands the queue every text still Queued: after a restart (an in-process queue forgets its jobs) or a lost
   * enqueue. Waits until the texts' read model has passed what the store held when it began, so a text queued just
   * before a crash is seen. Their jobId is the message id, so one already in the queue is not added again.
   */
  async function sweep() {
    const head = await deps.store.headPosition();
    if (!(await caughtUp(deps.readStore, textsProjector, head, { timeoutMs: 60_000, stepMs: 200 }))) return 0;
    const queued = (await deps.readStore.find(textsCollection, { status: 'Queued' })) as unknown as StoredText[];
    for (const text of queued)
      if (text.jobAdminId)
        await commands.enqueue({
          locationShortName: text.locationShortName,
          jobAdminId: text.jobAdminId,
          messageId: text.id,
        });
    return queued.length;
  }

  return {
    /** Starts the worker, and sweeps now and every minute after; close() stops both. */
    async start() {
      const worker: QueueWorker = await deps.queue.process<SendTextJob>(sendTextJob, deliver, { concurrency: 4 });
      return withSweep(worker, sweep, sweepEveryMs);
    },
  };
}
