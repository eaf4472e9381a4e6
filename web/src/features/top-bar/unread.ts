import type { unreadTextsSchema } from '@bayline/contracts';
import type { z } from 'zod';

/** One entry of GET Messages/unread: a sender with unread replies, and their latest. */
export type UnreadEntry = z.output<typeof unreadTextsSchema>[number];

/** One sender in the Unread Messages drawer (spec 1): who wrote, their latest text, how many are unread. */
export interface UnreadSender {
  phone: string;
  /** The job the replies went on; null for a number no job has. */
  jobAdminId: string | null;
  /** The customer's name, or the number when no job has it. */
  displayName: string;
  latest: string;
  latestAt: string;
  unread: number;
}

/** The unread text messages of the location: the messaging button's badge and its drawer. */
export interface UnreadMessages {
  count: number;
  senders: UnreadSender[];
}

/**
 * The drawer's entries, newest first, one per sender (the server groups them by number; two numbers on one job
 * stay two entries, as they are two senders), and the badge's count: every unread reply.
 */
export function unreadMessages(entries: readonly UnreadEntry[]): UnreadMessages {
  const senders = entries
    .map((entry) => ({
      phone: entry.phone,
      jobAdminId: entry.latest.jobAdminId,
      displayName: entry.latest.displayName,
      latest: entry.latest.body,
      latestAt: entry.latest.createdAt,
      unread: entry.unreadCount,
    }))
    .sort((a, b) => b.latestAt.localeCompare(a.latestAt));
  return { count: senders.reduce((sum, s) => sum + s.unread, 0), senders };
}
