import { type SendTextJob, sendTextJob } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { projected } from '../projector.ts';
import type { Reactor, Work } from '../reactions/runner.ts';

/** A text queued, or queued once more after it failed: the job that sends it, named by its message id. */
function textWork(recorded: RecordedEvent): Work[] {
  const event = projected(recorded);
  if (event.type !== 'TextMessageQueued' && event.type !== 'TextMessageRetried') return [];
  const data: SendTextJob = {
    locationShortName: event.metadata.locationShortName,
    jobAdminId: event.data.jobAdminId,
    messageId: event.data.messageId,
  };
  return [{ name: sendTextJob, data, jobId: data.messageId }];
}

export const textReactionsName = 'text-reactions';

/**
 * The texts' process manager: every text queued on a job's texts (a customer's text, a department's status text, a
 * staff notice) is handed to the worker that sends it, which decides on the text's stream and records TextMessageSent
 * or TextMessageFailed through the command path. It follows the log from its start and queues again, whenever it
 * starts leading, the texts whose sending a stop took from the in-process queue: all a restart needs, with no read
 * model to wait for. A text sent already is only looked at again (its stream has it Sent).
 */
export const textReactor: Reactor = {
  name: textReactionsName,
  begins: 'start',
  replaysUnfinished: true,
  workFor: (event) => (event.streamId.startsWith('texts-') ? textWork(event) : []),
};
