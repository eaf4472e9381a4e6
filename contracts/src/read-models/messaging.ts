import type { StoredText } from '../messaging.ts';
import { defineReadModel } from './define.ts';

/** Every text of a location, one document each (`id` is its messageId). */
export const textsModel = defineReadModel<StoredText>({
  collection: 'textMessages',
  indexes: [
    // A customer's thread at a location, and the job a reply from them belongs to.
    ['locationShortName', 'customerPhone', 'createdAt'],
    // A job's thread.
    ['jobAdminId', 'createdAt'],
    // The unread replies of a location, oldest first.
    ['locationShortName', 'isIncoming', 'readAt', 'createdAt'],
    // Texts still to send.
    ['status'],
  ],
});
