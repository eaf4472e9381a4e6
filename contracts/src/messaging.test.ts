import { describe, expect, it } from 'vitest';
import { mediaUris } from './media.ts';
import { type StoredText, sendTextSchema, sendTextWithFilesSchema, textMessages, textViews } from './messaging.ts';

const stored = (fields: Partial<StoredText>): StoredText => ({
  id: 'm-1',
  locationShortName: 'BAYVIEW',
  jobAdminId: 'j1',
  customerPhone: '5105550123',
  from: '2535550100',
  to: '5105550123',
  body: 'Photos of your car',
  createdAt: '2026-03-02T17:00:00.000Z',
  isIncoming: false,
  readAt: null,
  status: 'Sent',
  failedReason: null,
  userId: 'u-1',
  sentBy: { firstName: 'Dana', lastName: 'Reyes' },
  providerId: 'SM1',
  ...fields,
});

describe('a text as the thread shows it', () => {
  const job = async () => ({ hat: 'RO-7', clientName: 'Kim Lee' });

  it('lists the files it carries with the address each is downloaded at', async () => {
    const photo = { mediaId: 'p-1', fileName: 'left door.jpg', contentType: 'image/jpeg' as const };
    const [view] = await textViews([stored({ media: [photo] })], job);
    expect(view?.media).toEqual([{ ...photo, fileUri: mediaUris.file('p-1') }]);
  });

  it('shows a text kept before texts carried files with none', async () => {
    const [view] = await textViews([stored({})], job);
    expect(view?.media).toEqual([]);
  });
});

describe('the text fields', () => {
  const text = { phoneNumber: '(510) 555-0123', jobAdminId: 'j1', message: 'Hi' };

  it('take at most 10 attachments, each a media id', () => {
    const attachments = (n: number) => Array.from({ length: n }, (_, i) => ({ url: '', mediaId: `m-${i}` }));
    expect(sendTextSchema.safeParse({ ...text, attachments: attachments(10) }).success).toBe(true);
    expect(sendTextSchema.safeParse({ ...text, attachments: [{ mediaId: 'm-1' }] }).success).toBe(true);
    expect(sendTextSchema.safeParse({ ...text, attachments: attachments(11) }).error?.issues).toEqual([
      expect.objectContaining({ path: ['attachments'], message: textMessages.tooManyAttachments }),
    ]);
    expect(sendTextSchema.safeParse({ ...text, attachments: [{ mediaId: '../x' }] }).success).toBe(false);
  });

  it('of a text with files are those of Messages/sms, with an optional category (empty is none)', () => {
    expect(sendTextWithFilesSchema.parse({ ...text, newAttachmentCategoryId: '' })).toEqual({
      ...text,
      phoneNumber: '5105550123',
    });
    expect(sendTextWithFilesSchema.parse({ ...text, newAttachmentCategoryId: 'c-1' }).newAttachmentCategoryId).toBe(
      'c-1',
    );
    expect(
      sendTextWithFilesSchema.safeParse({ ...text, message: 'x'.repeat(1501) }).error?.issues.map((i) => i.message),
    ).toEqual(['Only 1500 characters allowed (1 over)']);
  });
});
