import {
  mediaUris,
  type SendTextJob,
  sendTextJob,
  sharedLinkLifetimeMs,
  type TextAttachment,
  textsStream,
} from '@bayline/contracts';
import type { JobQueue, QueuedJob } from '@bayline/platform/job-queue/port';
import type { SignedLinks } from '@bayline/platform/signed-links';
import { type OutgoingMedia, type SentText, type SmsPort, TextRefusedError } from '@bayline/platform/sms';
import { type CommandContext, executeAll } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { defaultTextRetries, onJobTexts, type TextRetries } from './commands.ts';
import { decideTextFailed, decideTextSent, jobTexts } from './texts.ts';

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
  const ctxOf = (data: SendTextJob): CommandContext => ({
    userId: 'system',
    locationShortName: data.locationShortName,
    now: deps.now(),
    correlationId: data.messageId,
  });

  async function deliver(queued: QueuedJob<SendTextJob>) {
    const { jobAdminId, messageId } = queued.data;
    const { state } = await deps.streams.current(textsStream(jobAdminId), jobTexts);
    const text = state.sent.get(messageId);
    if (text?.status !== 'Queued') return { settled: text?.status ?? 'unknown' };
    let sent: SentText;
    try {
      const media = outgoingMedia(text.attachments, deps.sharedMedia, deps.now());
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

  return {
    /**
     * Starts the worker; close() stops it. What it sends is queued by the texts' process manager (and at once by the
     * command that queued the text), which also queues again what a restart took from the queue.
     */
    start: () => deps.queue.process<SendTextJob>(sendTextJob, deliver, { concurrency: 4 }),
  };
}
