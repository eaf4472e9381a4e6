import { onTextsStream, type StoredText, type TextingEvents, textsCollection } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { DocKey, Projector } from '../projector.ts';

/** The texts an event is about. */
function idsOf(event: RecordedEvent): string[] {
  if (!onTextsStream(event.streamId)) return [];
  switch (event.type) {
    case 'TextMessageQueued':
    case 'TextMessageRetried':
    case 'TextMessageSent':
    case 'TextMessageFailed':
    case 'TextMessageReceived':
      return [String(event.data.messageId)];
    case 'MessagesRead':
      return (event.data as TextingEvents['MessagesRead']).messageIds;
    default:
      return [];
  }
}

const collection = textsCollection;

/**
 * Every text of a location, one document each: the threads (by job, by customer's number), the unread replies for
 * the top bar's drawer, and the texts still Queued for the sender's sweep after a restart.
 */
export const messagesProjector: Projector = {
  name: 'messages',
  // 2: a job's texts are on their own stream `texts-{jobAdminId}`, no longer the job's.
  version: 2,
  collections: [collection],
  indexes: {
    textMessages: [
      // A customer's thread at a location, and the job a reply from them belongs to.
      ['locationShortName', 'customerPhone', 'createdAt'],
      // A job's thread.
      ['jobAdminId', 'createdAt'],
      // The unread replies of a location, oldest first.
      ['locationShortName', 'isIncoming', 'readAt', 'createdAt'],
      // Texts still to send.
      ['status'],
    ],
  },
  keys(event): DocKey[] {
    return idsOf(event).map((id) => ({ collection, id }));
  },
  apply(event, read) {
    const at = event.metadata.at;
    const locationShortName = event.metadata.locationShortName;
    const change = (id: string, changes: Record<string, unknown>) => {
      const current = read(collection, id);
      return current ? [{ op: 'upsert' as const, collection, doc: { ...current, ...changes } }] : [];
    };
    const add = (doc: StoredText) => [{ op: 'upsert' as const, collection, doc: { ...doc } }];
    if (!onTextsStream(event.streamId)) return [];
    switch (event.type) {
      case 'TextMessageQueued': {
        const text = event.data as TextingEvents['TextMessageQueued'];
        return add({
          id: text.messageId,
          locationShortName,
          jobAdminId: text.jobAdminId,
          customerPhone: text.to,
          from: text.from,
          to: text.to,
          body: text.body,
          createdAt: at,
          isIncoming: false,
          readAt: null,
          status: 'Queued',
          failedReason: null,
          userId: event.metadata.userId,
          sentBy: text.sentBy,
          providerId: null,
          // A text queued before texts carried files has none.
          media: text.attachments ?? [],
        });
      }
      case 'TextMessageReceived': {
        const text = event.data as TextingEvents['TextMessageReceived'];
        return add({
          id: text.messageId,
          locationShortName,
          jobAdminId: text.jobAdminId,
          customerPhone: text.from,
          from: text.from,
          to: text.to,
          body: text.body,
          createdAt: at,
          isIncoming: true,
          readAt: null,
          status: 'Received',
          failedReason: null,
          userId: null,
          sentBy: null,
          providerId: text.providerId,
          media: [],
        });
      }
      case 'TextMessageRetried':
        return change(String(event.data.messageId), { status: 'Queued', failedReason: null });
      case 'TextMessageSent':
        return change(String(event.data.messageId), {
          status: 'Sent',
          providerId: (event.data as TextingEvents['TextMessageSent']).providerId,
        });
      case 'TextMessageFailed':
        return change(String(event.data.messageId), {
          status: 'Failed',
          failedReason: (event.data as TextingEvents['TextMessageFailed']).reason,
        });
      case 'MessagesRead':
        return idsOf(event).flatMap((id) => change(id, { readAt: at }));
      default:
        return [];
    }
  },
};
