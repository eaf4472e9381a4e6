import { digitsOf, type TextIndexEvent, textingStream, textsStream } from '@bayline/contracts';
import { job, jobStream } from '../jobs/job.ts';
import { type Aggregate, execute, type FoldedStreams, type StreamCommand } from '../shared/command.ts';
import type { WriteSideIndexUpgrade } from '../shared/upgrade.ts';
import { jobTexts, type Texts, texting } from './texts.ts';

/** A customer's number at a location: each text and reply of it, with the job whose texts keep it. */
export const threadStream = (locationShortName: string, phone: string) =>
  `thread-${locationShortName}-${digitsOf(phone)}`;
/** The job a text the shop sent is on, for a retry that names the text alone. */
export const messageStream = (messageId: string) => `message-${messageId}`;

/** Where each text of the number is kept, in the order they came: a job's texts, or the location's (null). */
export type Thread = ReadonlyMap<string, string | null>;

export const thread: Aggregate<Thread, TextIndexEvent> = {
  initial: () => new Map(),
  evolve: (state, event) =>
    event.type === 'TextThreaded' && !state.has(event.data.messageId)
      ? new Map(state).set(event.data.messageId, event.data.jobAdminId)
      : state,
};

/** The job a sent text is on, null before it is filed. */
export const filedText: Aggregate<string | null, TextIndexEvent> = {
  initial: () => null,
  evolve: (held, event) => (event.type === 'TextFiled' ? event.data.jobAdminId : held),
};

/** A text joins its number's thread, once. */
export const decideThread = (state: Thread, messageId: string, jobAdminId: string | null): TextIndexEvent[] =>
  state.has(messageId) ? [] : [{ type: 'TextThreaded', data: { messageId, jobAdminId } }];

/** A sent text is filed under its job, once. */
export const decideFile = (held: string | null, messageId: string, jobAdminId: string): TextIndexEvent[] =>
  held ? [] : [{ type: 'TextFiled', data: { messageId, jobAdminId } }];

/** A text as its indexes know it: where, the customer's number, and whether the shop sent it. */
interface IndexedText {
  locationShortName: string;
  phone: string;
  messageId: string;
  jobAdminId: string | null;
  sent: boolean;
}

/**
 * The parts of a command that index a text (put before the texts' own part, which the command appends after them):
 * its number's thread and, for a text the shop sends, its job by message id. `threadVersion` is the thread's version
 * the command chose its job on: a thread changed since is refused as stale, to be decided again.
 */
export function indexText(text: IndexedText, threadVersion?: number): StreamCommand<unknown, TextIndexEvent>[] {
  const { messageId, jobAdminId } = text;
  const threaded: StreamCommand<Thread, TextIndexEvent> = {
    streamId: threadStream(text.locationShortName, text.phone),
    aggregate: thread,
    decide: (state) => decideThread(state, messageId, jobAdminId),
    expectedVersion: threadVersion,
  };
  const filed: StreamCommand<string | null, TextIndexEvent>[] =
    text.sent && jobAdminId
      ? [
          {
            streamId: messageStream(messageId),
            aggregate: filedText,
            decide: (held) => decideFile(held, messageId, jobAdminId),
          },
        ]
      : [];
  return [threaded, ...filed] as StreamCommand<unknown, TextIndexEvent>[];
}

/** A job's texts as their stream has them now, with the job (undefined for the location's own texts). */
async function textsOf(streams: FoldedStreams, locationShortName: string, jobAdminId: string | null) {
  if (jobAdminId === null)
    return { texts: (await streams.current(textingStream(locationShortName), texting)).state.texts };
  const [texts, owner] = await Promise.all([
    streams.current(textsStream(jobAdminId), jobTexts),
    streams.current(jobStream(jobAdminId), job),
  ]);
  return { texts: texts.state, job: owner.state };
}

const keeps = (texts: Texts, messageId: string) => texts.sent.has(messageId) || texts.received.has(messageId);

/** Lookups on the texting indexes, each entry confirmed on the texts (and job) it points to. */
export function textIndexes(streams: FoldedStreams) {
  return {
    /** The number's thread at the location as it stands, with its version. */
    thread: (locationShortName: string, phone: string) =>
      streams.current(threadStream(locationShortName, phone), thread),

    /** The job of the latest text of the number that a job's texts keep; undefined when none does. */
    async latestJob(state: Thread, locationShortName: string) {
      for (const [messageId, jobAdminId] of [...state].reverse()) {
        if (jobAdminId === null) continue;
        const { texts, job } = await textsOf(streams, locationShortName, jobAdminId);
        if (keeps(texts, messageId) && job?.locationShortName === locationShortName) return jobAdminId;
      }
      return undefined;
    },

    /**
     * Every stream keeping texts of the number (its jobs' texts, and null for the location's), with those texts
     * as they stand and the job they are on.
     */
    holders: (state: Thread, locationShortName: string) =>
      Promise.all(
        [...new Set(state.values())].map(async (jobAdminId) => ({
          jobAdminId,
          ...(await textsOf(streams, locationShortName, jobAdminId)),
        })),
      ),

    /** The job of this location a sent text is on, confirmed on its texts; undefined for any other text. */
    async sentTextJob(locationShortName: string, messageId: string) {
      const { state: jobAdminId } = await streams.current(messageStream(messageId), filedText);
      if (!jobAdminId) return undefined;
      const { texts, job } = await textsOf(streams, locationShortName, jobAdminId);
      const text = texts.sent.get(messageId);
      return text && job?.exists && job.locationShortName === locationShortName ? { jobAdminId, text } : undefined;
    },
  };
}

/**
 * Threads every text and reply written before texts were indexed, in the log's order, and files each sent text
 * under its job (an entry already there is left).
 */
export const earlierThreads: WriteSideIndexUpgrade = {
  name: 'text-threads',
  start() {
    const texts: IndexedText[] = [];
    return {
      see({ type, data, metadata: { locationShortName } }) {
        if (type === 'TextMessageQueued')
          texts.push({
            locationShortName,
            phone: data.to,
            messageId: data.messageId,
            jobAdminId: data.jobAdminId,
            sent: true,
          });
        else if (type === 'TextMessageReceived')
          texts.push({
            locationShortName,
            phone: data.from,
            messageId: data.messageId,
            jobAdminId: data.jobAdminId,
            sent: false,
          });
      },
      async fill(deps, ctx) {
        let entries = 0;
        for (const text of texts) {
          const here = { ...ctx, locationShortName: text.locationShortName };
          for (const part of indexText(text)) {
            const { events } = await execute(deps, part.streamId, part.aggregate, part.decide, here);
            entries += events.length;
          }
        }
        return entries;
      },
    };
  },
};
