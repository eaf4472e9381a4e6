import type { TextMessageView } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { unreadMessages } from './unread.ts';

const reply = (from: string, body: string, createdAt: string, jobAdminId: string | null): TextMessageView => ({
  messageHistoryId: `${from}-${createdAt}`,
  from,
  to: '2535550100',
  body,
  createdAt,
  readAt: null,
  isIncoming: true,
  jobAdminId,
  displayJobAdmin: jobAdminId ? 'RO-1' : '',
  displayName: jobAdminId ? 'Pat Doe' : '(253) 555-0999',
  user: null,
  status: 'Received',
  failedReason: null,
  media: [],
});

describe('the unread drawer and count', () => {
  it('has one entry per sender, newest first, and counts every unread reply', () => {
    const unread = unreadMessages([
      { phone: '2535550123', unreadCount: 2, latest: reply('2535550123', 'Thanks!', '2026-11-26T09:00:00Z', 'j1') },
      {
        phone: '2535550999',
        unreadCount: 1,
        latest: reply('2535550999', 'Who is this?', '2026-11-26T10:00:00Z', null),
      },
    ]);
    expect(unread.count).toBe(3);
    expect(unread.senders).toEqual([
      {
        phone: '2535550999',
        jobAdminId: null,
        displayName: '(253) 555-0999',
        latest: 'Who is this?',
        latestAt: '2026-11-26T10:00:00Z',
        unread: 1,
      },
      {
        phone: '2535550123',
        jobAdminId: 'j1',
        displayName: 'Pat Doe',
        latest: 'Thanks!',
        latestAt: '2026-11-26T09:00:00Z',
        unread: 2,
      },
    ]);
  });
  it('is empty with nothing unread', () => {
    expect(unreadMessages([])).toEqual({ count: 0, senders: [] });
  });
});
