import { identityCommands } from '@bayline/command-service';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { apiClient } from '@bayline/server/testing/client';
import { appendPoisonEvent } from '@bayline/server/testing/poison';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoSidewaysScroll, hidden, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const operator = { email: 'olive@bayline.test', name: 'Olive Operator' };

describe.runIf(canRun)('the operations page', () => {
  const { bayline, signedInPage } = browserShop();
  let context: BrowserContext | undefined;
  let page: Page;

  beforeAll(async () => {
    // A support user: runs Bayline, as the owner does.
    const identity = identityCommands(bayline.bayline.commandDeps);
    const ctx = { userId: 'system', locationShortName: 'BAYVIEW', now: new Date(), correlationId: 'operations' };
    await identity.register(ctx, {
      userId: 'olive-operator',
      email: operator.email,
      password: 'bayline-demo',
      firstName: 'Olive',
      lastName: 'Operator',
      roles: ['support'],
      locationShortNames: ['BAYVIEW'],
      mfaMethod: 'None',
    });
    await identity.signEula(ctx, 'olive-operator');
    await bayline.bayline.runner!.caughtUp();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function openAs(email: string) {
    page = await signedInPage({ viewport: { width: 1600, height: 1000 } }, email);
    context = page.context();
  }
  const projectorRow = (name: string) => page.getByRole('row', { name, exact: true });

  it('shows a projector stopped by an event it cannot handle; support skips it with a reason and it goes on', async () => {
    const poison = await appendPoisonEvent(bayline.adapters.store);

    await openAs(operator.email);
    await page.getByRole('link', { name: 'Operations' }).click();
    await page.waitForURL(/\/operations$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Operations' }));

    // The projector stopped, behind the head, with its error; the others are live.
    const settings = projectorRow('settings');
    await visible(settings.getByText('Stopped', { exact: true }));
    expect(await settings.textContent()).toMatch(/parked/);
    expect(await settings.textContent()).toMatch(/\d+ events?/);
    await visible(projectorRow('jobs').getByText('Live', { exact: true }));
    // The event store and the queues.
    const store = page.getByRole('region', { name: 'Event store' });
    await visible(store.getByText('Head position'));
    await visible(page.getByRole('region', { name: 'Job queues' }).getByRole('row', { name: 'Texts to send' }));

    // The parked event, with its error; skipping asks for a reason.
    const parked = page.getByRole('region', { name: 'Parked events' });
    const event = parked.getByRole('listitem', { name: `DepartmentAdded at ${poison} in settings` });
    await visible(event);
    expect(await event.textContent()).toContain('departments-BROKEN');
    await event.getByRole('button', { name: `Skip DepartmentAdded at ${poison} in settings` }).click();
    const dialog = page.getByRole('dialog', { name: `Skip the event at ${poison} in settings` });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Skip', exact: true }).click();
    await visible(dialog.getByText('A reason is required'));
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('A broken import, checked with the shop');
    await dialog.getByRole('button', { name: 'Skip', exact: true }).click();
    await hidden(dialog);

    // The projector goes on (live again), the event is no longer parked, and the skip is in the operations log.
    await visible(settings.getByText('Live', { exact: true }));
    await visible(parked.getByText('No event is parked: every projector goes on.'));
    const log = page.getByRole('region', { name: 'Operations log' });
    const skipped = log.getByRole('listitem').filter({ hasText: `Skipped the event at ${poison} in settings` });
    await visible(skipped);
    expect(await skipped.textContent()).toContain('Reason: A broken import, checked with the shop');
    expect(await skipped.textContent()).toContain(operator.name);
    await expectNoSidewaysScroll(page);

    // The skip is in the location's audit trail too, with who and why.
    await page.goto(`${bayline.url}/history/location`);
    await visible(
      page.getByText(
        `Parked event ${poison} of settings skipped by ${operator.name}: A broken import, checked with the shop`,
      ),
    );
  });

  it('rebuilds one projector, showing its progress until it is rebuilt', async () => {
    await openAs(operator.email);
    await page.goto(`${bayline.url}/operations`);
    const notes = projectorRow('notes');
    await visible(notes.getByText('Live', { exact: true }));
    await expectAccessible(page);
    // Every progress bar the page shows, as it shows it: a rebuild may take less than a read of the page.
    await page.evaluate(`(() => {
      window.seenProgress = [];
      const note = () => {
        for (const bar of document.querySelectorAll('[role=progressbar]'))
          window.seenProgress.push(bar.getAttribute('aria-valuenow') + ' ' + bar.textContent);
      };
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
    })()`);
    const before = await bayline.adapters.readStore.resolve('jobNotes');

    await page.getByRole('button', { name: /Projector to rebuild/ }).click();
    await page.getByRole('option', { name: 'notes', exact: true }).click();
    await page.getByRole('button', { name: 'Rebuild', exact: true }).click();

    await visible(notes.getByText(/^Rebuilt .+ in \d/));
    await visible(notes.getByText('Live', { exact: true }));
    const seen = await page.evaluate<string[]>('window.seenProgress');
    expect(seen.some((shown) => /^\d+ Rebuilding notes/.test(shown))).toBe(true);
    // The rebuilt read model was swapped in.
    expect(await bayline.adapters.readStore.resolve('jobNotes')).not.toBe(before);
    const log = page.getByRole('region', { name: 'Operations log' });
    await visible(log.getByRole('listitem').filter({ hasText: 'Asked for a rebuild of notes' }));
  });

  it('is not offered to a user who does not run Bayline, and its calls refuse them', async () => {
    await openAs('manager@bayline.test');
    await visible(page.getByRole('link', { name: 'Terminal' }));
    expect(await page.getByRole('link', { name: 'Operations' }).count()).toBe(0);
    await page.goto(`${bayline.url}/operations`);
    await visible(page.getByRole('alert').filter({ hasText: 'Only owners and support see how Bayline runs.' }));
    expect(await page.getByRole('region', { name: 'Projectors' }).count()).toBe(0);

    const manager = apiClient(bayline.url);
    expect((await manager.login('manager@bayline.test')).status).toBe(200);
    const head = await bayline.adapters.store.headPosition();
    for (const path of ['operations', 'operations/log', 'parked'])
      expect((await manager.get(`/api/admin/v1/${path}`)).status).toBe(403);
    for (const path of ['rebuilds/notes', 'rebuilds/all/cancel', 'parked/settings/1/retry'])
      expect((await manager.post(`/api/admin/v1/${path}`)).status).toBe(403);
    expect((await manager.post('/api/admin/v1/parked/settings/1/skip', { reason: 'not mine' })).status).toBe(403);
    expect(await bayline.adapters.store.headPosition()).toBe(head);
  });
});
