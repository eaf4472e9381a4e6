/** One sender in the Unread Messages drawer (spec 1): who wrote, and how many of their messages are unread. */
export interface UnreadSender {
  jobAdminId: string;
  displayName: string;
  latest: string;
  unread: number;
}

/** The unread text messages of the location's send phone: the messaging button's badge and its drawer. */
export interface UnreadMessages {
  count: number;
  senders: UnreadSender[];
}

const none: UnreadMessages = { count: 0, senders: [] };

/**
 * Unread messages are counted from the messages of the send phone (GET Messages/all/byphone/{phone}, refreshed by
 * the hub's incomingsms and read messages), which the texting issue brings. Until then there are none.
 */
export function useUnreadMessages(): UnreadMessages {
  return none;
}
