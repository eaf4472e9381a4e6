import { communicationsNoteCategoryId, systemNotes } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { projectInMemory } from '../projector.ts';
import { jobCreated, recorded } from '../testing/events.ts';
import { jobsProjector } from './jobs.ts';
import { liveFeedProjector } from './live-feed.ts';
import { messagesProjector } from './messages.ts';
import { notesProjector } from './notes.ts';

const sentBy = { firstName: 'Dana', lastName: 'Reyes' };
const queued = (messageId: string) => ({
  streamId: 'texts-j1',
  type: 'TextMessageQueued',
  data: { jobAdminId: 'j1', messageId, to: '5105550123', from: '2535550100', body: 'Ready', sentBy },
});
const reply = (messageId: string, jobAdminId: string | null, from = '5105550123') => ({
  streamId: jobAdminId ? `texts-${jobAdminId}` : 'texting-BAYVIEW',
  type: 'TextMessageReceived',
  data: { jobAdminId, messageId, from, to: '2535550100', body: 'On my way', providerId: 'SM9' },
});
const read = {
  streamId: 'texts-j1',
  type: 'MessagesRead',
  data: { jobAdminId: 'j1', phone: '5105550123', messageIds: ['r-1'], readBy: 'Dana Reyes' },
};

describe('messages read model', () => {
  it('follows a text from Queued to Sent, or to Failed with the reason and back to Queued when retried', () => {
    const model = projectInMemory(
      messagesProjector,
      recorded([
        queued('m-1'),
        {
          streamId: 'texts-j1',
          type: 'TextMessageSent',
          data: { jobAdminId: 'j1', messageId: 'm-1', providerId: 'SM1' },
        },
        queued('m-2'),
        {
          streamId: 'texts-j1',
          type: 'TextMessageFailed',
          data: { jobAdminId: 'j1', messageId: 'm-2', reason: 'Down' },
        },
        queued('m-3'),
        {
          streamId: 'texts-j1',
          type: 'TextMessageFailed',
          data: { jobAdminId: 'j1', messageId: 'm-3', reason: 'Down' },
        },
        { streamId: 'texts-j1', type: 'TextMessageRetried', data: { jobAdminId: 'j1', messageId: 'm-3' } },
      ]),
    );
    expect(model.get('textMessages', 'm-1')).toMatchObject({
      status: 'Sent',
      providerId: 'SM1',
      customerPhone: '5105550123',
      isIncoming: false,
      jobAdminId: 'j1',
      locationShortName: 'BAYVIEW',
      sentBy,
      createdAt: '2026-03-02T15:00:00.000Z',
    });
    expect(model.get('textMessages', 'm-2')).toMatchObject({ status: 'Failed', failedReason: 'Down' });
    expect(model.get('textMessages', 'm-3')).toMatchObject({ status: 'Queued', failedReason: null });
  });

  it('keeps replies unread, on their job or unassigned, until they are read', () => {
    const model = projectInMemory(
      messagesProjector,
      recorded([reply('r-1', 'j1'), reply('r-2', null, '2065550111'), read]),
    );
    expect(model.get('textMessages', 'r-1')).toMatchObject({
      isIncoming: true,
      customerPhone: '5105550123',
      readAt: '2026-03-02T17:00:00.000Z',
    });
    expect(model.get('textMessages', 'r-2')).toMatchObject({ jobAdminId: null, readAt: null, status: 'Received' });
  });

  it('keeps the files a text carries; a text queued before texts carried files has none', () => {
    const photo = { mediaId: 'p-1', fileName: 'left door.jpg', contentType: 'image/jpeg' };
    const withPhoto = { ...queued('m-1'), data: { ...queued('m-1').data, attachments: [photo] } };
    const model = projectInMemory(messagesProjector, recorded([withPhoto, queued('m-2'), reply('r-1', 'j1')]));
    expect(model.get('textMessages', 'm-1')).toMatchObject({ media: [photo] });
    expect(model.get('textMessages', 'm-2')).toMatchObject({ media: [] });
    expect(model.get('textMessages', 'r-1')).toMatchObject({ media: [] });
  });

  it('declares an index for every filter its readers use', () => {
    const first = messagesProjector.indexes!.textMessages.map((i) => i[0]);
    for (const field of ['locationShortName', 'jobAdminId', 'status']) expect(first).toContain(field);
  });
});

describe('texting in the job’s history and on the live hub', () => {
  it('tells reading as the Communications note, by the reader', () => {
    const model = projectInMemory(notesProjector, recorded([reply('r-1', 'j1'), read]));
    expect(model.all('jobNotes')).toEqual([
      expect.objectContaining({
        jobAdminId: 'j1',
        notes: systemNotes.messagesRead('Dana Reyes'),
        noteCategoryId: communicationsNoteCategoryId,
      }),
    ]);
  });

  it('announces a saved report’s change to the location as the savedReports list', () => {
    const model = projectInMemory(
      liveFeedProjector,
      recorded([{ streamId: 'reports-BAYVIEW', type: 'SavedReportPinned', data: { reportOptionId: 'r1' } }]),
    );
    expect(model.get('updates', 'BAYVIEW|settings|savedReports')).toMatchObject({ Action: 'update', position: 1 });
  });

  it('announces a reply as incomingsms and reading as read, by job (by number when no job has it)', () => {
    const events = recorded([reply('r-1', 'j1'), reply('r-2', null, '2065550111')]);
    const model = projectInMemory(liveFeedProjector, events);
    expect(model.get('updates', 'BAYVIEW|messaging|j1')).toMatchObject({ Action: 'incomingsms', position: 1 });
    expect(model.get('updates', 'BAYVIEW|messaging|2065550111')).toMatchObject({ Action: 'incomingsms' });
    const readUnassigned = {
      streamId: 'texting-BAYVIEW',
      type: 'MessagesRead',
      data: { jobAdminId: null, phone: '2065550111', messageIds: ['r-2'], readBy: 'Dana Reyes' },
    };
    expect(
      projectInMemory(liveFeedProjector, recorded([reply('r-2', null, '2065550111'), readUnassigned])).get(
        'updates',
        'BAYVIEW|messaging|2065550111',
      ),
    ).toMatchObject({ Action: 'read' });
    const after = projectInMemory(liveFeedProjector, recorded([reply('r-1', 'j1'), read]));
    expect(after.get('updates', 'BAYVIEW|messaging|j1')).toMatchObject({ Action: 'read', position: 2 });
    // A text is not a change of the job's card.
    expect(after.get('updates', 'BAYVIEW|job|j1')).toBeUndefined();
  });

  it('leaves the job’s version, the folder’s ETag, where it was', () => {
    const model = projectInMemory(jobsProjector, recorded([jobCreated('j1'), queued('m-1'), reply('r-1', 'j1'), read]));
    expect(model.get('jobs', 'j1')).toMatchObject({ version: 0 });
  });
});
