import type { unreadTextsSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { type UnreadEntry, type UnreadMessages, unreadMessages } from '../unread.ts';

/**
 * GET Messages/unread: the location's unread replies, one entry per sender. The hub marks it stale when a reply
 * comes or replies are read (in any browser); the read waits for that change's position.
 */
export function getUnreadMessages(): Promise<UnreadEntry[]> {
  return api.get<typeof unreadTextsSchema>('messaging', 'Messages/unread', { position: lastHubPosition() });
}

/** The messaging button's count and its drawer; read only when the button shows. */
export function useUnreadMessages(enabled: boolean): UnreadMessages {
  const query = useQuery({ queryKey: queryKeys.unreadMessages, queryFn: getUnreadMessages, enabled });
  return unreadMessages(query.data ?? []);
}
