import { permissionsFromRoles, type TextMessageView } from '@bayline/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import {
  attachmentsError,
  canSendText,
  locationTexts,
  messagingRights,
  textLimitError,
  threadEntries,
  unreadSenders,
} from './messaging.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const text = (fields: Partial<TextMessageView>): TextMessageView => ({
  messageHistoryId: 'm1',
  from: '2535550100',
  to: '2535550123',
  body: 'Your car is ready',
  createdAt: '2026-11-26T09:00:00.000Z',
  readAt: null,
  isIncoming: false,
  jobAdminId: 'j1',
  displayJobAdmin: 'RO-1',
  displayName: 'Pat Doe',
  user: { firstName: 'Dana', lastName: 'Demo' },
  status: 'Sent',
  failedReason: null,
  media: [],
  ...fields,
});

describe('the Send button (spec 1 sections 5 and 6)', () => {
  const ready = { text: 'Hello', jobAdminId: 'j1', cell: '(253) 555-0123', canText: true };
  it('is enabled with text, a job, a valid cell and the right to text', () => {
    expect(canSendText(ready)).toBe(true);
  });
  it('is disabled with no text, no job id, an invalid cell, no texting right or more than 1500 characters', () => {
    expect(canSendText({ ...ready, text: '  ' })).toBe(false);
    expect(canSendText({ ...ready, jobAdminId: undefined })).toBe(false);
    expect(canSendText({ ...ready, cell: '555-01' })).toBe(false);
    expect(canSendText({ ...ready, canText: false })).toBe(false);
    expect(canSendText({ ...ready, text: 'x'.repeat(1500) })).toBe(true);
    expect(canSendText({ ...ready, text: 'x'.repeat(1501) })).toBe(false);
  });
  it('carries at most ten files and media, and says so past that', () => {
    expect(canSendText({ ...ready, attachments: 10 })).toBe(true);
    expect(canSendText({ ...ready, attachments: 11 })).toBe(false);
    expect(attachmentsError(10)).toBeUndefined();
    expect(attachmentsError(11)).toBe('Attach at most 10 files to a text');
  });
  it('says by how much a text is over, in the user’s language', async () => {
    expect(textLimitError('x'.repeat(1500))).toBeUndefined();
    expect(textLimitError('x'.repeat(1503))).toBe('Only 1500 characters allowed (3 over)');
    await i18n.changeLanguage('fr');
    expect(textLimitError('x'.repeat(1503))).not.toBe('Only 1500 characters allowed (3 over)');
    expect(textLimitError('x'.repeat(1503))).toContain('3');
  });
});

describe('messaging rights', () => {
  it('sends with texting write; adds presets shown with onthefly write and enabled with messaging write', () => {
    const reader = messagingRights(permissionsFromRoles(['texting-reader', 'messaging-reader', 'onthefly-writer']));
    expect(reader).toMatchObject({ send: false, showAddPreset: true, addPreset: false, textInFolder: false });
    const writer = messagingRights(permissionsFromRoles(['texting-writer', 'messaging-writer']));
    expect(writer).toMatchObject({ send: true, showAddPreset: false, addPreset: true, textInFolder: true });
    expect(messagingRights(permissionsFromRoles([])).send).toBe(false);
  });
  it('attaches the job’s media with media read, and files from the device with media write and the folder', () => {
    const none = messagingRights(permissionsFromRoles(['texting-writer']));
    expect(none).toMatchObject({ attachFromFolder: false, attachFiles: false });
    const reader = messagingRights(permissionsFromRoles(['texting-writer', 'jobmedia-reader', 'jobfolder-reader']));
    expect(reader).toMatchObject({ attachFromFolder: true, attachFiles: false });
    const writer = messagingRights(permissionsFromRoles(['texting-writer', 'jobmedia-writer', 'jobfolder-reader']));
    expect(writer).toMatchObject({ attachFromFolder: true, attachFiles: true });
    const noFolder = messagingRights(permissionsFromRoles(['texting-writer', 'jobmedia-writer']));
    expect(noFolder).toMatchObject({ attachFromFolder: true, attachFiles: false });
    expect(messagingRights(permissionsFromRoles([])).send).toBe(false);
  });
  it('needs the location to text: Messaging Module on and a send phone', () => {
    expect(locationTexts({ enableMessaging: true, smsSendPhone: '2535550100' })).toBe(true);
    expect(locationTexts({ enableMessaging: true, smsSendPhone: null })).toBe(false);
    expect(locationTexts({ enableMessaging: false, smsSendPhone: '2535550100' })).toBe(false);
  });
});

describe('the thread', () => {
  it('stamps the first text and those an hour or more after the previous one', () => {
    const entries = threadEntries([
      text({ messageHistoryId: 'a', createdAt: '2026-11-26T09:00:00.000Z' }),
      text({ messageHistoryId: 'b', createdAt: '2026-11-26T09:59:59.000Z' }),
      text({ messageHistoryId: 'c', createdAt: '2026-11-26T10:59:59.000Z' }),
    ]);
    expect(entries.map((e) => [e.message.messageHistoryId, e.stamped])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
    expect(entries[0]?.at.toISOString()).toBe('2026-11-26T09:00:00.000Z');
  });
  it('knows which numbers have unread replies, each once', () => {
    const thread = [
      text({ isIncoming: true, from: '2535550123' }),
      text({ isIncoming: true, from: '2535550123' }),
      text({ isIncoming: true, from: '2535550999', readAt: '2026-11-26T10:00:00.000Z' }),
      text({ isIncoming: false }),
    ];
    expect(unreadSenders(thread)).toEqual(['2535550123']);
    expect(unreadSenders(thread.slice(2))).toEqual([]);
  });
});
