import { onTextsStream, type StoredText } from '@bayline/contracts';
import { textsModel } from '@bayline/contracts/read-models/messaging';
import {
  type DocKey,
  documentKey,
  keeps,
  lookupIn,
  type ProjectedEvent,
  type Projector,
  projected,
  upsert,
} from '../projector.ts';

/** The texts an event is about. */
function idsOf(event: ProjectedEvent): string[] {
  if (!onTextsStream(event.streamId)) return [];
  switch (event.type) {
    case 'TextMessageQueued':
    case 'TextMessageRetried':
    case 'TextMessageSent':
    case 'TextMessageFailed':
    case 'TextMessageReceived':
      return [String(event.data.messageId)];
    case 'MessagesRead':
      return event.data.messageIds;
    default:
      return [];
  }
}

/**
 * Every text of a location, one document each: the threads (by job, by customer's number), the unread replies for
 * the top bar's drawer.
 */
export const messagesProjector: Projector = {
  name: 'messages',
  // 2: a job's texts are on their own stream `texts-{jobAdminId}`, no longer the job's.
  version: 2,
  ...keeps(textsModel),
  keys(recorded): DocKey[] {
    const event = projected(recorded);
    return idsOf(event).map((id) => documentKey(textsModel, id));
  },
  apply(recorded, read) {
    const event = projected(recorded);
    const at = event.metadata.at;
    const locationShortName = event.metadata.locationShortName;
    const change = (id: string, changes: Partial<StoredText>) => {
      const current = lookupIn(read, textsModel, id);
      return current ? [upsert(textsModel, { ...current, ...changes })] : [];
    };
    const add = (doc: StoredText) => [upsert(textsModel, { ...doc })];
    if (!onTextsStream(event.streamId)) return [];
    switch (event.type) {
      case 'TextMessageQueued': {
        const text = event.data;
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
        const text = event.data;
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
          providerId: event.data.providerId,
        });
      case 'TextMessageFailed':
        return change(String(event.data.messageId), {
          status: 'Failed',
          failedReason: event.data.reason,
        });
      case 'MessagesRead':
        return idsOf(event).flatMap((id) => change(id, { readAt: at }));
      default:
        return [];
    }
  },
};
