import { communicationsNoteCategoryId, systemNotes, type TextAttachment } from '@bayline/contracts';
import { jobNotesModel } from '@bayline/contracts/read-models/folder';
import { jobsModel } from '@bayline/contracts/read-models/jobs';
import { updatesModel } from '@bayline/contracts/read-models/live';
import { textsModel } from '@bayline/contracts/read-models/messaging';
import { describe, expect, it } from 'vitest';
import { jobCreated } from '../testing/events.ts';
import { type GivenData, type GivenEvent, given, on } from '../testing/given.ts';
import { jobsProjector } from './jobs.ts';
import { liveFeedProjector } from './live-feed.ts';
import { messagesProjector } from './messages.ts';
import { notesProjector } from './notes.ts';

const sentBy = { firstName: 'Dana', lastName: 'Reyes' };
const queued = (messageId: string, extra: GivenData<'TextMessageQueued'> = {}) =>
  on('texts-j1', 'TextMessageQueued', {
    jobAdminId: 'j1',
    messageId,
    to: '5105550123',
    from: '2535550100',
    body: 'Ready',
    sentBy,
    ...extra,
  });
const reply = (messageId: string, jobAdminId: string | null, from = '5105550123') =>
  on(jobAdminId ? `texts-${jobAdminId}` : 'texting-BAYVIEW', 'TextMessageReceived', {
    jobAdminId,
    messageId,
    from,
    to: '2535550100',
    body: 'On my way',
    providerId: 'SM9',
  });
const read = on('texts-j1', 'MessagesRead', {
  jobAdminId: 'j1',
  phone: '5105550123',
  messageIds: ['r-1'],
  readBy: 'Dana Reyes',
});
const texts = (...events: GivenEvent[]) => given(messagesProjector, textsModel, events);
const hub = (...events: GivenEvent[]) => given(liveFeedProjector, updatesModel, events);

describe('messages read model', () => {
  it('follows a text from Queued to Sent, or to Failed with the reason and back to Queued when retried', () => {
    const model = texts(
      queued('m-1'),
      on('texts-j1', 'TextMessageSent', { jobAdminId: 'j1', messageId: 'm-1', providerId: 'SM1' }),
      queued('m-2'),
      on('texts-j1', 'TextMessageFailed', { jobAdminId: 'j1', messageId: 'm-2', reason: 'Down' }),
      queued('m-3'),
      on('texts-j1', 'TextMessageFailed', { jobAdminId: 'j1', messageId: 'm-3', reason: 'Down' }),
      on('texts-j1', 'TextMessageRetried', { jobAdminId: 'j1', messageId: 'm-3' }),
    );
    model.thenMatches({
      id: 'm-1',
      status: 'Sent',
      providerId: 'SM1',
      customerPhone: '5105550123',
      isIncoming: false,
      jobAdminId: 'j1',
      locationShortName: 'BAYVIEW',
      sentBy,
      createdAt: '2026-03-02T15:00:00.000Z',
    });
    model.thenMatches({ id: 'm-2', status: 'Failed', failedReason: 'Down' });
    model.thenMatches({ id: 'm-3', status: 'Queued', failedReason: null });
  });

  it('keeps replies unread, on their job or unassigned, until they are read', () => {
    const model = texts(reply('r-1', 'j1'), reply('r-2', null, '2065550111'), read);
    model.thenMatches({
      id: 'r-1',
      isIncoming: true,
      customerPhone: '5105550123',
      readAt: '2026-03-02T17:00:00.000Z',
    });
    model.thenMatches({ id: 'r-2', jobAdminId: null, readAt: null, status: 'Received' });
  });

  it('keeps the files a text carries; a text queued before texts carried files has none', () => {
    const photo = { mediaId: 'p-1', fileName: 'left door.jpg', contentType: 'image/jpeg' } satisfies TextAttachment;
    const model = texts(queued('m-1', { attachments: [photo] }), queued('m-2'), reply('r-1', 'j1'));
    model.thenMatches({ id: 'm-1', media: [photo] });
    model.thenMatches({ id: 'm-2', media: [] });
    model.thenMatches({ id: 'r-1', media: [] });
  });

  it('declares an index for every filter its readers use', () => {
    const first = textsModel.indexes.map((i) => i[0]);
    for (const field of ['locationShortName', 'jobAdminId', 'status']) expect(first).toContain(field);
  });
});

describe('texting in the job’s history and on the live hub', () => {
  it('tells reading as the Communications note, by the reader', () => {
    expect(given(notesProjector, jobNotesModel, [reply('r-1', 'j1'), read]).all()).toEqual([
      expect.objectContaining({
        jobAdminId: 'j1',
        notes: systemNotes.messagesRead('Dana Reyes'),
        noteCategoryId: communicationsNoteCategoryId,
      }),
    ]);
  });

  it('announces a saved report’s change to the location as the savedReports list', () => {
    hub(on('reports-BAYVIEW', 'SavedReportPinned', { reportOptionId: 'r1' })).thenMatches({
      id: 'BAYVIEW|settings|savedReports',
      Action: 'update',
      position: 1,
    });
  });

  it('announces a reply as incomingsms and reading as read, by job (by number when no job has it)', () => {
    const model = hub(reply('r-1', 'j1'), reply('r-2', null, '2065550111'));
    model.thenMatches({ id: 'BAYVIEW|messaging|j1', Action: 'incomingsms', position: 1 });
    model.thenMatches({ id: 'BAYVIEW|messaging|2065550111', Action: 'incomingsms' });
    const readUnassigned = on('texting-BAYVIEW', 'MessagesRead', {
      jobAdminId: null,
      phone: '2065550111',
      messageIds: ['r-2'],
      readBy: 'Dana Reyes',
    });
    hub(reply('r-2', null, '2065550111'), readUnassigned).thenMatches({
      id: 'BAYVIEW|messaging|2065550111',
      Action: 'read',
    });
    const after = hub(reply('r-1', 'j1'), read);
    after.thenMatches({ id: 'BAYVIEW|messaging|j1', Action: 'read', position: 2 });
    // A text is not a change of the job's card.
    expect(after.document('BAYVIEW|job|j1')).toBeUndefined();
  });

  it('leaves the job’s version, the folder’s ETag, where it was', () => {
    given(jobsProjector, jobsModel, [jobCreated('j1'), queued('m-1'), reply('r-1', 'j1'), read]).thenMatches({
      id: 'j1',
      version: 0,
    });
  });
});
