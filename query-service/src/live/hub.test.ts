import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { updatesModel } from '@bayline/contracts/read-models/live';
import type { Session } from '@bayline/platform/http';
import { openLmdbReadStore } from '@bayline/platform/read-store';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProjectionClock } from './clock.ts';
import { liveHub } from './hub.ts';

describe('the live hub', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bayline-hub-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('resumes a browser that had a change from another query process before this one heard of it', async () => {
    const readStore = await openLmdbReadStore(join(dir, 'read'));
    // The live feed has projected changes at 5 and 8 (the other query process pushed both); this process's clock
    // has heard of neither yet.
    const update = (position: number) => ({
      op: 'upsert' as const,
      collection: updatesModel.collection,
      doc: {
        id: `u${position}`,
        locationShortName: 'HARBOR',
        position,
        ItemId: `job-${position}`,
        Type: 'job',
        Action: 'new',
      },
    });
    await readStore.ensureIndexes(updatesModel.collection, [['locationShortName', 'position']]);
    await readStore.commit([update(5), update(8)], { name: 'live-feed', position: 8 });
    const clock = {
      follows: () => true,
      position: () => 3,
      onAdvance: () => () => true,
      waitFor: async () => {},
      close: async () => {},
    } as unknown as ProjectionClock;
    const app = Fastify();
    app.addHook('onRequest', async (request) => {
      request.session = { locationShortName: 'HARBOR' } as Session;
    });
    await liveHub(app, readStore, clock);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 5000);
    try {
      const response = await fetch(`${url}/updateHub`, {
        headers: { 'last-event-id': '5' },
        signal: controller.signal,
      });
      const decoder = new TextDecoder();
      let text = '';
      for await (const chunk of response.body!) {
        text += decoder.decode(chunk, { stream: true });
        if (/event: (reset|ReceiveMessage)\n/.test(text) && text.endsWith('\n\n')) break;
      }
      expect(text).not.toContain('event: reset');
      expect(text).toContain('event: ReceiveMessage\nid: 8\ndata: {"ItemId":"job-8","Type":"job","Action":"new"}\n\n');
      expect(text).not.toContain('job-5');
    } finally {
      clearTimeout(timer);
      controller.abort();
      await app.close();
      await readStore.close();
    }
  });
});
