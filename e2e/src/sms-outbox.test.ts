import { identityCommands } from '@bayline/command-service';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { type ApiClient, signedIn, validJobBody } from '@bayline/server/testing/client';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, signIn, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const messaging = '/api/messaging/v1';
const desktop = { viewport: { width: 1600, height: 1000 } };
const support = 'sasha.support@bayline.test';

/**
 * Issue 10's SMS port in the embedded start: a text staff send is kept in the outbox; support finds it on the SMS
 * Outbox page and simulates the customer's reply, which reaches the job's thread as a real one would.
 */
describe.runIf(canRun)('the SMS outbox', () => {
  const { bayline, browser } = browserShop({ jobsPerLocation: 2 });
  let manager: ApiClient;
  let jobAdminId: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const identity = identityCommands(bayline.bayline.commandDeps);
    const ctx = { userId: 'e2e', locationShortName: 'HARBOR', now: new Date(), correlationId: 'sms-outbox' };
    const { state } = await identity.register(ctx, {
      email: support,
      password: 'bayline-demo',
      firstName: 'Sasha',
      lastName: 'Support',
      roles: ['support'],
      locationShortNames: ['HARBOR'],
      mfaMethod: 'None',
    });
    await identity.signEula(ctx, state.userId);
    await bayline.bayline.runner!.caughtUp();
    // Staff at Harbor, which texts from (253) 555-0100 in the demo seed.
    manager = await signedIn(bayline.url, 'manager@bayline.test', 'HARBOR');
    const created = await manager.post(
      '/api/production/v1/jobadmins',
      await validJobBody(manager, { clientName: 'Olga Outbox', clientCellular: '(510) 555-0177', make: 'Mazda' }),
    );
    expect(created.status).toBe(201);
    jobAdminId = created.json.jobAdmin.jobAdminId;
    const sent = await manager.post(`${messaging}/Messages/sms`, {
      phoneNumber: '(510) 555-0177',
      jobAdminId,
      message: 'Your Mazda is ready for pickup.',
    });
    expect(sent.status).toBeLessThan(300);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  async function openAs(email: string) {
    const context = await browser.newContext(desktop);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, bayline.url, email);
    return page;
  }

  it('lists the kept text to support, who simulates the reply; staff see it in the job’s thread, unread', async () => {
    const page = await openAs(support);
    await page.getByRole('link', { name: 'Operations' }).click();
    await page.waitForURL(/\/operations$/);
    await page.getByRole('navigation', { name: 'Operations pages' }).getByRole('link', { name: 'SMS Outbox' }).click();
    await page.waitForURL(/\/operations\/sms-outbox$/);
    await visible(page.getByRole('heading', { level: 1, name: 'SMS Outbox' }));

    // The text, once the queue has handed it to the outbox: its route, body, status and job.
    const text = page.getByRole('listitem', { name: /^Text to \(510\) 555-0177 at / });
    await visible(text);
    expect(await text.textContent()).toContain('From (253) 555-0100 to (510) 555-0177');
    await visible(text.getByText('Your Mazda is ready for pickup.'));
    await visible(text.getByText(/Sent/));
    const job = text.getByRole('link', { name: /^Job / });
    await visible(job);
    expect(await job.getAttribute('href')).toContain(jobAdminId);

    // The form, prefilled from the chosen text; every field is required.
    await text.getByRole('button', { name: 'Reply as the customer to the text to (510) 555-0177' }).click();
    const form = page.getByRole('region', { name: 'Simulate Reply' });
    const from = form.getByRole('textbox', { name: 'From (customer’s number)' });
    expect(await from.inputValue()).toBe('(510) 555-0177');
    expect(await form.getByRole('textbox', { name: 'To (location’s send number)' }).inputValue()).toBe(
      '(253) 555-0100',
    );
    // Cleared as a hand would: the masked field formats what is typed.
    await from.click();
    await from.press('ControlOrMeta+a');
    await from.press('Backspace');
    await form.getByRole('button', { name: 'Simulate Reply' }).click();
    await visible(form.getByText('Phone number is required'));
    await visible(form.getByText('Please provide a message to send'));
    await from.pressSequentially('5105550177');
    await form.getByRole('textbox', { name: 'Message' }).fill('Thanks, I will come at 4.');
    await form.getByRole('button', { name: 'Simulate Reply' }).click();
    await visible(form.getByRole('status').filter({ hasText: 'The reply from (510) 555-0177 was taken.' }));
    await expectNoSidewaysScroll(page);

    // The mail outbox, in its own tab.
    await page.getByRole('tab', { name: 'Mail' }).click();
    await visible(page.getByRole('tabpanel', { name: 'Mail' }));

    // Staff: the reply arrived through the inbound path, counted unread, in the job's thread.
    const staff = await openAs('manager@bayline.test');
    await expect.poll(() => staff.getByTestId('unread-count').textContent(), { timeout: 10_000 }).toBe('1');
    await staff.getByTestId(`job-card-${jobAdminId}`).click();
    const folder = staff.getByRole('dialog', { name: /^Job / });
    await folder.getByRole('tab', { name: 'Messaging' }).click();
    await visible(folder.getByTestId('reply').getByText('Thanks, I will come at 4.'));
  });

  it('is not offered to staff, and its calls refuse them', async () => {
    const page = await openAs('manager@bayline.test');
    await visible(page.getByRole('link', { name: 'Terminal' }));
    expect(await page.getByRole('link', { name: 'Operations' }).count()).toBe(0);
    await page.goto(`${bayline.url}/operations/sms-outbox`);
    await visible(page.getByRole('alert').filter({ hasText: 'Only owners and support see how Bayline runs.' }));
    expect(await page.getByRole('listitem', { name: /^Text to / }).count()).toBe(0);
    expect((await manager.get('/api/admin/v1/sms-outbox')).status).toBe(403);
    expect(
      (await manager.post('/api/admin/v1/sms-outbox/reply', { from: '5105550177', to: '2535550100', body: 'x' }))
        .status,
    ).toBe(403);
  });
});
