import { sendTextJob } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { recorded } from '../testing/events.ts';
import { textReactor } from './reactions.ts';

const text = { jobAdminId: 'j1', messageId: 'm1' };
const send = { name: sendTextJob, data: { ...text, locationShortName: 'BAYVIEW' }, jobId: 'm1' };

describe("the texts' process manager", () => {
  it('queues a text when it is queued and when it is queued once more, by its message id', async () => {
    const events = recorded([
      {
        streamId: 'texts-j1',
        type: 'TextMessageQueued',
        data: {
          ...text,
          to: '5105550123',
          from: '5105550100',
          body: 'Ready',
          sentBy: { firstName: 'A', lastName: 'B' },
        },
      },
      { streamId: 'texts-j1', type: 'TextMessageFailed', data: { ...text, reason: 'busy' } },
      { streamId: 'texts-j1', type: 'TextMessageRetried', data: text },
      { streamId: 'texts-j1', type: 'TextMessageSent', data: { ...text, providerId: 'p1' } },
      {
        streamId: 'texts-j1',
        type: 'TextMessageReceived',
        data: { ...text, messageId: 'm2', from: '5105550123', to: '5105550100', body: 'Thanks', providerId: 'p2' },
      },
    ]);
    expect((await Promise.all(events.map((e) => textReactor.workFor(e)))).flat()).toEqual([send, send]);
  });
});
