import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { identityCommands } from '@bayline/command-service';
import { fakeSmsProvider } from '@bayline/platform/testing/fake-sms-provider';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { validJobBody } from '@bayline/server/testing/client';
import { filesForm, postForm } from '@bayline/server/testing/media';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hidden, signIn, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';
const messaging = '/api/messaging/v1';
/** Harbor texts from (253) 555-0100 in the demo seed; the job's customer texts from this cell. */
const harborPhone = '2535550100';
const customerCell = '5105550142';
const desktop = { viewport: { width: 1600, height: 1000 } };
const pdf = (title: string) => new TextEncoder().encode(`%PDF-1.4\n% ${title}\ntrailer <<>>\n%%EOF\n`);

describe.runIf(canRun)('messaging the customer', () => {
  // Owner and manager signed in through the API at Harbor: the browser signs in where they last worked.
  const { bayline, browser, owner, signedInPage } = browserShop({
    jobsPerLocation: 2,
    users: {
      owner: { email: 'demo@bayline.test', location: 'HARBOR' },
      manager: { email: 'manager@bayline.test', location: 'HARBOR' },
    },
  });
  let jobAdminId: string;
  /** The owner's browser, on the job's Messaging tab from the first test on. */
  let ownerContext: BrowserContext;
  let ownerPage: Page;
  /** Where the test's device files are. */
  let files: string;

  beforeAll(async () => {
    const created = await owner.post(
      `${production}/jobadmins`,
      await validJobBody(owner, { clientName: 'Tess Texter', clientCellular: '(510) 555-0142', make: 'Subaru' }),
    );
    expect(created.status).toBe(201);
    jobAdminId = created.json.jobAdmin.jobAdminId;
    const presets = await owner.get(`${messaging}/MessagingPresets`);
    const saved = await owner.call(
      'PUT',
      `${messaging}/MessagingPresets`,
      [{ messagingPresetId: '', title: 'Ready', message: 'Hi {CustomerName}, your {Make} is ready.', isActive: true }],
      { 'if-match': presets.headers.get('etag') ?? '' },
    );
    expect(saved.status).toBe(200);
    // A document in the job's folder, to attach from there.
    const quote = filesForm([{ name: 'quote.pdf', type: 'application/pdf', bytes: pdf('quote') }]);
    expect((await postForm(`${bayline.url}/api/media/v1/upload/${jobAdminId}`, owner.cookie, quote)).status).toBe(201);
    files = mkdtempSync(join(tmpdir(), 'bayline-texts-'));
    writeFileSync(join(files, 'parts list.pdf'), pdf('parts'));
    ownerContext = await browser.newContext(desktop);
    ownerPage = await ownerContext.newPage();
  });
  afterAll(async () => {
    if (files) rmSync(files, { recursive: true, force: true });
  });

  async function openMessaging(page: Page) {
    await page.getByTestId(`job-card-${jobAdminId}`).click();
    const folder = page.getByRole('dialog', { name: /^Job / });
    await visible(folder);
    await folder.getByRole('tab', { name: 'Messaging' }).click();
    return folder;
  }

  const composer = (scope: Page | ReturnType<Page['getByRole']>) => ({
    text: scope.getByRole('textbox', { name: 'Message' }),
    send: scope.getByRole('button', { name: 'Send', exact: true }),
  });

  it('shows the customer, counts the text, refuses more than 1500 characters and sends a text', async () => {
    await signIn(ownerPage, bayline.url);
    await visible(ownerPage.getByRole('banner').getByRole('button', { name: /Harbor Auto Body/ }));
    const folder = await openMessaging(ownerPage);
    await visible(folder.getByText('Tess Texter'));
    await visible(folder.getByText('(510) 555-0142'));
    await visible(folder.getByText('No messages yet.'));
    const { text, send } = composer(folder);
    await visible(folder.getByText('0/1500'));
    expect(await send.isDisabled()).toBe(true);

    await text.fill('x'.repeat(1501));
    await visible(folder.getByText('Only 1500 characters allowed (1 over)'));
    await visible(folder.getByText('1501/1500'));
    expect(await send.isDisabled()).toBe(true);

    await text.fill('Your Subaru is ready for pickup.');
    expect(await send.isDisabled()).toBe(false);
    await send.click();
    await visible(ownerPage.getByText('Message Successfully Sent!'));
    const sent = folder.getByTestId('sent-text');
    await visible(sent.getByText('Your Subaru is ready for pickup.'));
    expect(await text.inputValue()).toBe('');
    // The queue hands it to the provider: no longer pending, with the sender's name, and a timestamp before it.
    await expect.poll(() => sent.getAttribute('aria-busy'), { timeout: 10_000 }).toBeNull();
    await visible(sent.getByText('Dana Reyes'));
    const outbox = await owner.get('/api/admin/v1/sms-outbox');
    expect(outbox.json).toContainEqual(
      expect.objectContaining({ to: customerCell, from: harborPhone, body: 'Your Subaru is ready for pickup.' }),
    );
  });

  it('sends a preset, its tags filled with the job’s values, with a folder document and a device file', async () => {
    const folder = ownerPage.getByRole('dialog', { name: /^Job / });
    await folder.getByRole('button', { name: 'Preset Messages' }).click();
    const menu = ownerPage.getByRole('menu', { name: 'Preset Messages' });
    await visible(menu);
    // The picker's menu is at most 264 px high (spec 1 section 9).
    expect(await menu.evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).maxHeight)).toBe('264px');
    await menu.getByRole('menuitem', { name: 'Ready' }).click();
    await expect
      .poll(() => composer(folder).text.inputValue(), { timeout: 10_000 })
      .toBe('Hi Tess Texter, your Subaru is ready.');

    // Attachments: a document of the job's folder, and a file from the device.
    const add = async (way: string) => {
      await folder.getByRole('button', { name: 'Add', exact: true }).click();
      await ownerPage.getByRole('menuitem', { name: way }).click();
    };
    await add('Add Job Folder Media');
    const picker = ownerPage.getByRole('dialog', { name: 'Add Job Folder Media' });
    expect(await picker.getByRole('button', { name: 'ADD' }).isDisabled()).toBe(true);
    await picker.getByTestId('media-quote.pdf').locator('label').click();
    await visible(picker.getByText('1 Selected'));
    await picker.getByRole('button', { name: 'ADD' }).click();
    await hidden(picker);
    await add('Add Media from Device');
    const device = ownerPage.getByRole('dialog', { name: 'Add Media from Device' });
    await device.locator('input[type=file]').setInputFiles(join(files, 'parts list.pdf'));
    await visible(device.getByText(/^1 file \(.+ in total\)$/));
    await device.getByRole('button', { name: 'ADD' }).click();
    await hidden(device);
    const attachments = folder.getByRole('list', { name: 'Attachments' });
    expect(await attachments.getByRole('listitem').allTextContents()).toEqual(['quote.pdf', 'parts list.pdf']);

    await composer(folder).send.click();
    await visible(ownerPage.getByText('Message Successfully Sent!').last());
    const sent = folder.getByTestId('sent-text').filter({ hasText: 'Hi Tess Texter, your Subaru is ready.' });
    await visible(sent.getByRole('link', { name: 'quote.pdf' }));
    await visible(sent.getByRole('link', { name: 'parts list.pdf' }));
    await hidden(attachments);
    // The provider was handed both files; the device's file is now the job's media too.
    await expect
      .poll(async () => {
        const outbox = (await owner.get('/api/admin/v1/sms-outbox')).json as {
          body: string;
          media?: { fileName: string }[];
        }[];
        return outbox.find((t) => t.body === 'Hi Tess Texter, your Subaru is ready.')?.media?.map((m) => m.fileName);
      })
      .toEqual(['quote.pdf', 'parts list.pdf']);
    const media = (await owner.get(`/api/media/v1/media/byjob/${jobAdminId}`)).json as { fileName: string }[];
    expect(media.map((m) => m.fileName).sort()).toEqual(['parts list.pdf', 'quote.pdf']);
  });

  it('raises the unread count in another browser at once, opens the job on Messaging and asks to mark read', async () => {
    const page = await signedInPage(desktop, 'manager@bayline.test');
    const context = page.context();
    await visible(page.getByRole('banner').getByRole('button', { name: /Harbor Auto Body/ }));
    const button = page.getByRole('button', { name: 'Unread Messages' });
    await visible(button);
    expect(await page.getByTestId('unread-count').count()).toBe(0);
    await page.evaluate(() => {
      (globalThis as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // The customer replies (simulated through the real inbound path, signed as the provider signs it).
    const replied = await owner.post('/api/admin/v1/sms-outbox/reply', {
      from: customerCell,
      to: harborPhone,
      body: 'Great, on my way!',
    });
    expect(replied.status).toBe(200);
    await expect.poll(() => page.getByTestId('unread-count').textContent(), { timeout: 10_000 }).toBe('1');
    expect(await page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // The owner's open thread shows the reply too.
    await visible(ownerPage.getByTestId('reply').getByText('Great, on my way!'));

    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Unread Messages (1)' });
    await visible(drawer);
    const entry = drawer.getByRole('button', { name: /Tess Texter/ });
    await visible(entry);
    expect(await entry.textContent()).toContain('Great, on my way!');
    await entry.click();

    await visible(page.getByRole('dialog', { name: /^Job .*Messaging$/ }));
    // The header follows the tab: the folder is found by its start from here.
    const folder = page.getByRole('dialog', { name: /^Job / });
    expect(await folder.getByRole('tab', { name: 'Messaging' }).getAttribute('aria-selected')).toBe('true');
    await visible(folder.getByTestId('reply').getByText('Great, on my way!'));

    // Closing the folder asks; Cancel keeps it open on Messaging with the replies unread.
    const question = page.getByRole('alertdialog', { name: 'Would you like to mark messages as read?' });
    await folder.getByRole('button', { name: 'Close', exact: true }).click();
    await visible(question);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await hidden(question);
    await visible(folder);
    expect(await folder.getByRole('tab', { name: 'Messaging' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('unread-count').textContent()).toBe('1');

    // Leaving the tab asks too; Yes marks them read: the count goes, and History holds the note.
    await folder.getByRole('tab', { name: 'History' }).click();
    await visible(question);
    await question.getByRole('button', { name: 'Yes' }).click();
    await hidden(question);
    expect(await folder.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    await hidden(page.getByTestId('unread-count'));
    await visible(folder.getByText('Messages were read by Chris Walsh'));
    // Read now: going back to Messaging and leaving again asks nothing.
    await folder.getByRole('tab', { name: 'Messaging' }).click();
    await folder.getByRole('tab', { name: 'History' }).click();
    expect(await question.count()).toBe(0);
    await context.close();
  });

  it('texts from the Send Text dialog for a user who may text but not write messaging', async () => {
    const commands = identityCommands(bayline.bayline.commandDeps);
    const ctx = { userId: 'e2e', locationShortName: 'HARBOR', now: new Date(), correlationId: 'send-text' };
    const { state } = await commands.register(ctx, {
      email: 'clerk@bayline.test',
      password: 'bayline-demo',
      firstName: 'Casey',
      lastName: 'Clerk',
      roles: ['board-writer', 'jobfolder-writer', 'jobinformation-writer', 'messaging-reader', 'texting-writer'],
      locationShortNames: ['HARBOR'],
      mfaMethod: 'None',
    });
    await commands.signEula(ctx, state.userId);
    await bayline.bayline.runner!.caughtUp();

    const page = await signedInPage(desktop, 'clerk@bayline.test');
    const context = page.context();
    await page.getByTestId(`job-card-${jobAdminId}`).click();
    const folder = page.getByRole('dialog', { name: /^Job / });
    await visible(folder);
    await folder.getByRole('button', { name: 'Text Message', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Text' });
    await visible(dialog);
    // No messaging write: no Add Preset Message (nor onthefly write), and the folder stays where it was.
    expect(await dialog.getByRole('button', { name: 'Add Preset Message' }).count()).toBe(0);
    expect(await folder.getByRole('tab', { name: 'Information' }).getAttribute('aria-selected')).toBe('true');
    await composer(dialog).text.fill('Casey here: we start tomorrow.');
    await composer(dialog).send.click();
    await visible(page.getByText('Message Successfully Sent!'));
    await hidden(dialog);
    const thread = await owner.read(`${messaging}/Messages/byjob/${jobAdminId}`);
    expect(thread.json).toContainEqual(
      expect.objectContaining({
        body: 'Casey here: we start tomorrow.',
        user: { firstName: 'Casey', lastName: 'Clerk' },
      }),
    );
    await context.close();
  });

  it('fits the Messaging tab on a phone with no sideways scroll', async () => {
    const page = await signedInPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const context = page.context();
    await page.goto(`${bayline.url}/production?action=openjobactions&value=${jobAdminId}&tab=messaging`);
    const folder = page.getByRole('dialog', { name: /^Job .*Messaging/ });
    await visible(folder.getByText('Your Subaru is ready for pickup.'));
    const { send } = composer(folder);
    await visible(send);
    // The page, and any scroll container in the folder (overflow-y auto makes x auto too), scroll no sideways.
    const widths = await page.evaluate<{ page: number; viewport: number; overflowing: string[] }>(`({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      overflowing: [...document.querySelectorAll('[role="dialog"] *')]
        .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.className || el.tagName),
    })`);
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.overflowing).toEqual([]);
    const box = await send.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await context.close();
  });
});

describe.runIf(canRun)('a text the provider refuses', () => {
  let provider: Awaited<ReturnType<typeof fakeSmsProvider>>;
  beforeAll(async () => {
    provider = await fakeSmsProvider();
  });
  afterAll(async () => {
    await provider?.close();
  });
  const { owner, signedInPage } = browserShop({
    jobsPerLocation: 1,
    env: () => ({
      BAYLINE_SMS_URL: provider.url,
      BAYLINE_SMS_ACCOUNT: provider.account,
      BAYLINE_SMS_TOKEN: provider.token,
    }),
    users: { owner: { email: 'demo@bayline.test', location: 'HARBOR' } },
  });

  it('shows it Failed with the reason, and Retry sends it', async () => {
    const created = await owner.post(
      `${production}/jobadmins`,
      await validJobBody(owner, { clientName: 'Wren Wrongnumber', clientCellular: '(510) 555-0166' }),
    );
    const jobAdminId = created.json.jobAdmin.jobAdminId as string;
    const page = await signedInPage(desktop);
    await page.getByTestId(`job-card-${jobAdminId}`).click();
    const folder = page.getByRole('dialog', { name: /^Job / });
    await folder.getByRole('tab', { name: 'Messaging' }).click();

    // Refused for good (a 4xx): Failed at once, no retries by the queue.
    provider.failNext(1, 400);
    await folder.getByRole('textbox', { name: 'Message' }).fill('Your estimate is ready.');
    await folder.getByRole('button', { name: 'Send', exact: true }).click();
    const failure = folder.getByRole('alert');
    await visible(failure.getByText('Not sent: The SMS provider answered 400: The provider is unavailable'));
    expect(provider.texts.filter((t) => t.body === 'Your estimate is ready.')).toEqual([]);

    await failure.getByRole('button', { name: 'Retry' }).click();
    await hidden(failure);
    await expect.poll(() => folder.getByTestId('sent-text').getAttribute('aria-busy'), { timeout: 10_000 }).toBeNull();
    expect(provider.texts.filter((t) => t.body === 'Your estimate is ready.')).toHaveLength(1);
    await page.context().close();
  });
});
