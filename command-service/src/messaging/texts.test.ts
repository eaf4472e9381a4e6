import { sendTextSchema, type TextingEvent, textMessages } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { type JobStreamEvent, job } from '../jobs/job.ts';
import { decideUpload } from '../media/decide.ts';
import { catalog } from '../testing/catalog.ts';
import { given } from '../testing/given.ts';
import { createdJob, storedFile as file } from '../testing/job.ts';
import {
  attachmentsOf,
  attachmentsWithFiles,
  decideMarkRead,
  decideOptWord,
  decideQueueText,
  decideReceive,
  decideRetryText,
  decideTextFailed,
  decideTextSent,
  jobTexts,
  receivedMessageId,
  type SendingFrom,
  textAttachments,
  texting,
  threadTexts,
} from './texts.ts';

const canText: SendingFrom = { enableMessaging: true, smsSendPhone: '2535550100', optedOut: false };
const sentBy = { firstName: 'Dana', lastName: 'Reyes' };
/** A text queued before texts carried files: no `attachments`. */
const queuedBefore = {
  type: 'TextMessageQueued',
  data: { jobAdminId: 'job-1', messageId: 'm-1', to: '5105550123', from: '2535550100', body: 'Ready', sentBy },
} satisfies TextingEvent;
const queued = { ...queuedBefore, data: { ...queuedBefore.data, attachments: [] } };
const failed = {
  type: 'TextMessageFailed',
  data: { jobAdminId: 'job-1', messageId: 'm-1', reason: 'Down' },
} satisfies TextingEvent;
const sent = {
  type: 'TextMessageSent',
  data: { jobAdminId: 'job-1', messageId: 'm-1', providerId: 'SM1' },
} satisfies TextingEvent;
const received = (messageId: string, from = '5105550123') =>
  ({
    type: 'TextMessageReceived',
    data: { jobAdminId: 'job-1', messageId, from, to: '2535550100', body: 'Thanks', providerId: 'SM9' },
  }) satisfies TextingEvent;

describe('sending a text', () => {
  const text = { messageId: 'm-1', to: '5105550123', body: 'Ready', sentBy, attachments: [] };

  it('queues it from the location’s SMS phone', () => {
    given(jobTexts, [])
      .when((s) => decideQueueText('job-1', s, text, canText))
      .then([queued]);
  });

  it('queues a message id once: asked again (a status text after a restart), nothing more', () => {
    given(jobTexts, [queued])
      .when((s) => decideQueueText('job-1', s, text, canText))
      .then([]);
  });

  it('refuses while messaging is off or has no phone to text from', () => {
    for (const from of [
      { ...canText, enableMessaging: false },
      { ...canText, smsSendPhone: null },
    ]) {
      given(jobTexts, [])
        .when((s) => decideQueueText('job-1', s, text, from))
        .thenThrows('TextsDisabled', (refusal) => expect(refusal).toMatchObject({ title: textMessages.disabled }));
    }
  });

  it('refuses a customer who opted out', () => {
    given(jobTexts, [])
      .when((s) => decideQueueText('job-1', s, text, { ...canText, optedOut: true }))
      .thenThrows('OptedOut', (refusal) => expect(refusal).toMatchObject({ title: textMessages.optedOut }));
  });

  it('holds the text to 1 to 1500 characters and the phone to the phone rule', () => {
    const issues = (body: Record<string, unknown>) =>
      sendTextSchema
        .safeParse({ phoneNumber: '(510) 555-0123', jobAdminId: 'job-1', message: 'Hi', ...body })
        .error?.issues.map((i) => i.message);
    expect(issues({})).toBeUndefined();
    expect(issues({ message: '' })).toEqual([textMessages.required]);
    expect(issues({ message: 'x'.repeat(1500) })).toBeUndefined();
    expect(issues({ message: 'x'.repeat(1502) })).toEqual(['Only 1500 characters allowed (2 over)']);
    expect(issues({ phoneNumber: '510 555 012' })).toEqual(['Phone number is not valid']);
    expect(sendTextSchema.parse({ phoneNumber: '+1 (510) 555-0123', jobAdminId: 'j', message: 'Hi' }).phoneNumber).toBe(
      '5105550123',
    );
  });
});

describe('the files a text carries', () => {
  const created = createdJob();
  const withMedia = [
    ...created,
    ...decideUpload(given(job, created).state, [file('p-1'), file('d-1', 'application/pdf')], null, catalog),
  ];
  const photo = { mediaId: 'p-1', fileName: 'p-1.png', contentType: 'image/png' };
  const pdf = { mediaId: 'd-1', fileName: 'd-1.png', contentType: 'application/pdf' };

  it('are the job’s media named, told as the job has them, each once', () => {
    expect(textAttachments(given(job, withMedia).state, ['d-1', 'p-1', 'd-1'])).toEqual([pdf, photo]);
  });

  it('refuses a media id the job does not have (another job’s, a deleted one, a prototype key) as unknown', () => {
    const deleted: JobStreamEvent[] = [
      ...withMedia,
      { type: 'MediaDeleted', data: { jobAdminId: 'job-1', mediaId: 'p-1' } },
    ];
    for (const [events, ids] of [
      [withMedia, ['p-1', 'elsewhere']],
      [deleted, ['p-1']],
      [withMedia, ['__proto__']],
    ] as const) {
      const state = given(job, events).state;
      expect(() => textAttachments(state, ids)).toThrow(
        expect.objectContaining({
          name: 'UnknownMedia',
          title: 'Media not found',
          extra: { detail: `No media ${ids.at(-1)} on this job` },
        }),
      );
    }
  });

  it('are recorded with the queued text; files just stored are carried as they were stored', () => {
    const attachments = attachmentsOf([file('p-1')]);
    expect(attachments).toEqual([photo]);
    given(jobTexts, [])
      .when((s) =>
        decideQueueText(
          'job-1',
          s,
          { messageId: 'm-1', to: '5105550123', body: 'Ready', sentBy, attachments },
          canText,
        ),
      )
      .then([{ ...queued, data: { ...queued.data, attachments } }]);
  });

  it('sent with files: the job’s media named first, then the new files, ten at most', () => {
    const state = given(job, withMedia).state;
    expect(attachmentsWithFiles(state, ['d-1'], [file('n-1')])).toEqual([
      pdf,
      { mediaId: 'n-1', fileName: 'n-1.png', contentType: 'image/png' },
    ]);
    expect(() => attachmentsWithFiles(state, ['gone'], [file('n-1')])).toThrow(
      expect.objectContaining({ name: 'UnknownMedia', title: 'Media not found' }),
    );
    const eleven = Array.from({ length: 10 }, (_, i) => file(`n-${i}`));
    expect(() => attachmentsWithFiles(state, ['p-1'], eleven)).toThrow(
      expect.objectContaining({
        name: 'InvalidFields',
        extra: expect.objectContaining({ errors: [{ field: 'files', message: textMessages.tooManyAttachments }] }),
      }),
    );
  });

  it('are none on a text queued before texts carried files: it is still sent, retried and settled', () => {
    const state = given(jobTexts, [queuedBefore]).state;
    expect(state.sent.get('m-1')).toMatchObject({ body: 'Ready', attachments: [], status: 'Queued' });
    given(jobTexts, [queuedBefore])
      .when((s) => decideTextSent('job-1', s, 'm-1', 'SM1'))
      .then([sent]);
  });
});

describe('the outcome of a send', () => {
  it('records Sent once: a retried queue job after that records nothing', () => {
    given(jobTexts, [queued])
      .when((s) => decideTextSent('job-1', s, 'm-1', 'SM1'))
      .then([sent]);
    given(jobTexts, [queued, sent])
      .when((s) => decideTextSent('job-1', s, 'm-1', 'SM1'))
      .then([]);
    given(jobTexts, [queued, sent])
      .when((s) => decideTextFailed('job-1', s, 'm-1', 'Down'))
      .then([]);
  });

  it('records Failed with the reason', () => {
    given(jobTexts, [queued])
      .when((s) => decideTextFailed('job-1', s, 'm-1', 'Down'))
      .then([failed]);
  });
});

describe('retrying a failed text', () => {
  it('queues it again', () => {
    given(jobTexts, [queued, failed])
      .when((s) => decideRetryText('job-1', s, 'm-1', canText))
      .then([{ type: 'TextMessageRetried', data: { jobAdminId: 'job-1', messageId: 'm-1' } }]);
  });

  it('refuses one that did not fail, an unknown one, and one to a customer who opted out since', () => {
    given(jobTexts, [queued, sent])
      .when((s) => decideRetryText('job-1', s, 'm-1', canText))
      .thenThrows('TextNotFailed', (refusal) => expect(refusal).toMatchObject({ title: textMessages.notFailed }));
    given(jobTexts, [queued])
      .when((s) => decideRetryText('job-1', s, 'm-2', canText))
      .thenThrows('NotFound');
    const optedOut = { ...canText, optedOut: true };
    given(jobTexts, [queued, failed])
      .when((s) => decideRetryText('job-1', s, 'm-1', optedOut))
      .thenThrows('OptedOut', (refusal) => expect(refusal).toMatchObject({ title: textMessages.optedOut }));
  });
});

describe('receiving a reply', () => {
  const reply = received(receivedMessageId('HARBOR', 'SM9'));

  it('takes a provider’s message once: posted again (a retry, a replay) it records nothing, even once read', () => {
    given(jobTexts, [])
      .when((s) => decideReceive(s, reply.data))
      .then([reply]);
    given(jobTexts, [reply])
      .when((s) => decideReceive(s, reply.data))
      .then([]);
    const read = {
      type: 'MessagesRead',
      data: { jobAdminId: 'job-1', phone: '5105550123', messageIds: [reply.data.messageId], readBy: 'Dana Reyes' },
    } satisfies TextingEvent;
    given(jobTexts, [reply, read])
      .when((s) => decideReceive(s, reply.data))
      .then([]);
    const onBook = { ...reply, data: { ...reply.data, jobAdminId: null } };
    given(texting, [onBook])
      .when((s) => decideReceive(s.texts, onBook.data))
      .then([]);
  });

  it('names a message by the provider’s id at the location: the same id again, another message another id', () => {
    expect(receivedMessageId('HARBOR', 'SM9')).toBe(reply.data.messageId);
    expect(receivedMessageId('HARBOR', 'SM10')).not.toBe(reply.data.messageId);
    expect(receivedMessageId('BAYVIEW', 'SM9')).not.toBe(reply.data.messageId);
  });
});

describe('marking a customer’s replies read', () => {
  it('reads this number’s unread replies only, with the reader’s name for the note', () => {
    const replies = [received('r-1'), received('r-2', '2065550111'), received('r-3')];
    given(jobTexts, replies)
      .when((s) => decideMarkRead('job-1', s, '5105550123', 'Dana Reyes'))
      .then([
        {
          type: 'MessagesRead',
          data: { jobAdminId: 'job-1', phone: '5105550123', messageIds: ['r-1', 'r-3'], readBy: 'Dana Reyes' },
        },
      ]);
  });

  it('reads nothing twice', () => {
    const read = {
      type: 'MessagesRead',
      data: { jobAdminId: 'job-1', phone: '5105550123', messageIds: ['r-1'], readBy: 'Dana Reyes' },
    } satisfies TextingEvent;
    given(jobTexts, [received('r-1'), read])
      .when((s) => decideMarkRead('job-1', s, '5105550123', 'Dana'))
      .then([]);
  });
});

describe('a number’s thread from a job’s texts', () => {
  it('shows the texts sent to the number and its replies as they stand, with when each was read or why it failed', () => {
    const read = {
      type: 'MessagesRead',
      data: { jobAdminId: 'job-1', phone: '5105550123', messageIds: ['r-1'], readBy: 'Dana Reyes' },
    } satisfies TextingEvent;
    const { state } = given(jobTexts, [queued, failed, received('r-1'), received('r-2', '2065550111'), read]);
    const at = '2026-03-02T17:00:00.000Z';
    expect(threadTexts(state, 'job-1', '5105550123')).toEqual([
      expect.objectContaining({ id: 'm-1', isIncoming: false, status: 'Failed', failedReason: 'Down', createdAt: at }),
      expect.objectContaining({ id: 'r-1', isIncoming: true, status: 'Received', readAt: at, jobAdminId: 'job-1' }),
    ]);
    const retried = { type: 'TextMessageRetried', data: { jobAdminId: 'job-1', messageId: 'm-1' } } as const;
    const again = given(jobTexts, [queued, failed, retried]).state;
    expect(threadTexts(again, 'job-1', '5105550123')).toEqual([
      expect.objectContaining({ status: 'Queued', failedReason: null, sentBy, media: [] }),
    ]);
  });
});

describe('opt-out words', () => {
  const out = { type: 'CustomerOptedOut', data: { phone: '5105550123', word: 'STOP' } } satisfies TextingEvent;

  it('opts a customer out on STOP (any case, any spaces) and back in on START; other replies change nothing', () => {
    given(texting, [])
      .when((s) => decideOptWord(s, '5105550123', ' stop '))
      .then([out]);
    given(texting, [out])
      .when((s) => decideOptWord(s, '5105550123', 'Start'))
      .then([{ type: 'CustomerOptedIn', data: { phone: '5105550123', word: 'START' } }]);
    given(texting, [])
      .when((s) => decideOptWord(s, '5105550123', 'Please stop by at 5'))
      .then([]);
    for (const word of ['STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'])
      given(texting, [])
        .when((s) => decideOptWord(s, '5105550123', word))
        .then((events) => expect(events).toHaveLength(1));
  });

  it('records nothing for a word that changes nothing (STOP twice, START while opted in)', () => {
    given(texting, [out])
      .when((s) => decideOptWord(s, '5105550123', 'STOP'))
      .then([]);
    given(texting, [])
      .when((s) => decideOptWord(s, '5105550123', 'UNSTOP'))
      .then([]);
  });
});
