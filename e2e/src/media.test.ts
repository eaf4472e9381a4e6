import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { validJobBody } from '@bayline/server/testing/client';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hidden, signIn, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';
const desktop = { viewport: { width: 1600, height: 1000 }, permissions: ['camera', 'microphone'] };

describe.runIf(canRun)('the job folder’s media', () => {
  const { bayline, browser, owner } = browserShop({
    jobsPerLocation: 2,
    fakeCamera: true,
    users: { owner: 'demo@bayline.test' },
  });
  let jobAdminId: string;
  let jobLabel: string;
  let folderPath: string;
  let context: BrowserContext;
  let page: Page;
  /** A second browser of the shop with the same folder open: what it sees arrives live. */
  let otherContext: BrowserContext;
  let otherPage: Page;

  /** A PNG drawn by the browser's canvas: a real picture for the server to make a thumbnail of. */
  async function drawPng(colour: string): Promise<Buffer> {
    const data = await page.evaluate<string>(`(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const drawing = canvas.getContext('2d');
      drawing.fillStyle = ${JSON.stringify(colour)};
      drawing.fillRect(0, 0, 640, 480);
      return canvas.toDataURL('image/png').split(',')[1];
    })()`);
    return Buffer.from(data, 'base64');
  }

  beforeAll(async () => {
    const created = await owner.post(`${production}/jobadmins`, await validJobBody(owner, { make: 'Mazda' }));
    expect(created.status).toBe(201);
    jobAdminId = created.json.jobAdmin.jobAdminId;
    jobLabel = created.json.jobAdmin.hat || String(created.json.jobAdmin.jobAdminInt);
    folderPath = mkdtempSync(join(tmpdir(), 'bayline-media-'));
    context = await browser.newContext(desktop);
    page = await context.newPage();
    otherContext = await browser.newContext(desktop);
    otherPage = await otherContext.newPage();
  });
  afterAll(async () => {
    if (folderPath) rmSync(folderPath, { recursive: true, force: true });
  });

  async function openMedia(on: Page) {
    await on.getByTestId(`job-card-${jobAdminId}`).click();
    const folder = on.getByRole('dialog', { name: /^Job / });
    await visible(folder);
    await folder.getByRole('tab', { name: 'Media' }).click();
    await visible(folder.getByRole('grid', { name: 'Multimedia' }));
    return folder;
  }

  const tile = (folder: Locator, name: string) => folder.getByTestId(`media-${name}`);
  /** Ticks an item's box, as a pointer does (the input itself is visually hidden under the drawn box). */
  const select = async (folder: Locator, name: string) => {
    const box = tile(folder, name).getByRole('checkbox', { name: `Select ${name}` });
    const before = await box.isChecked();
    await tile(folder, name).locator('label').click();
    await expect.poll(() => box.isChecked()).toBe(!before);
  };
  /** Picks in the Media Category select of a dialog or the tab (not the Move to Media Category button). */
  const chooseCategory = async (scope: Locator, option: string) => {
    await scope.getByRole('button', { name: /^(?!Move).*Media Category/ }).click();
    await page.getByRole('option', { name: option }).click();
  };
  /** The Add menu, then one of its ways. */
  const addFrom = async (scope: Locator, way: string) => {
    await scope.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: way }).click();
  };
  const snackbar = (on: Page, text: string | RegExp) => on.getByRole('status').filter({ hasText: text });

  let folder: Locator;

  it('uploads photos and a document from the device, with thumbnails, and another browser sees them arrive', async () => {
    await signIn(otherPage, bayline.url);
    const otherFolder = await openMedia(otherPage);
    await visible(otherFolder.getByText('No media yet.').first());

    await signIn(page, bayline.url);
    folder = await openMedia(page);
    const files = {
      'front bumper.png': await drawPng('#c0392b'),
      'rear door.png': await drawPng('#2980b9'),
      'estimate.pdf': Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    };
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(folderPath, name), bytes);

    await addFrom(folder, 'Add Media from Device');
    const dialog = page.getByRole('dialog', { name: 'Add Media from Device' });
    await visible(dialog.getByText('No files selected'));
    expect(await dialog.getByRole('button', { name: 'UPLOAD' }).isDisabled()).toBe(true);
    await dialog.locator('input[type=file]').setInputFiles(Object.keys(files).map((name) => join(folderPath, name)));
    await visible(dialog.getByText(/^3 files \(.+ in total\)$/));
    await dialog.getByRole('button', { name: 'UPLOAD' }).click();
    await hidden(dialog);
    await visible(snackbar(page, `Successfully uploaded 3 media item(s) to Job #${jobLabel}`));

    // Photos in Multimedia with their thumbnails once made; the document in Miscellaneous.
    const multimedia = folder.getByRole('grid', { name: 'Multimedia' });
    const miscellaneous = folder.getByRole('grid', { name: 'Miscellaneous' });
    await visible(multimedia.getByTestId('media-front bumper.png').locator('img[src$="/thumbnail"]'));
    await visible(multimedia.getByTestId('media-rear door.png').locator('img[src$="/thumbnail"]'));
    await visible(miscellaneous.getByTestId('media-estimate.pdf'));
    const thumbnail = await multimedia.getByTestId('media-front bumper.png').locator('img').getAttribute('src');
    const answer = await page.request.get(`${bayline.url}${thumbnail}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^image\//);

    await page.screenshot({ path: '/tmp/media-desktop.png' });
    await visible(otherFolder.getByTestId('media-front bumper.png'));
    await visible(otherFolder.getByTestId('media-estimate.pdf'));
  });

  it('opens a photo full screen with Download and Close', async () => {
    await tile(folder, 'rear door.png').getByText('rear door.png').click();
    const viewer = page.getByRole('dialog', { name: 'rear door.png' });
    await visible(viewer.getByRole('img', { name: 'rear door.png' }));
    expect(await viewer.getByRole('link', { name: 'Download' }).getAttribute('href')).toMatch(/\/download\/[\w-]+$/);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await hidden(viewer);
  });

  it('moves a selection to a media category; SAVE waits for a different category and the selection clears', async () => {
    await select(folder, 'front bumper.png');
    await select(folder, 'estimate.pdf');
    await visible(folder.getByText('2 Selected'));
    await folder.getByRole('button', { name: 'Move to Media Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to Media Category' });
    const save = dialog.getByRole('button', { name: 'SAVE' });
    expect(await save.isDisabled()).toBe(true);
    await chooseCategory(dialog, 'No Category');
    // Both are in no category already.
    expect(await save.isDisabled()).toBe(true);
    await chooseCategory(dialog, 'Messaging');
    await save.click();
    await hidden(dialog);
    await visible(folder.getByText('0 Selected'));
    await visible(tile(folder, 'front bumper.png').getByText(/^Messaging · /));

    // The filter shows the category's media alone.
    await chooseCategory(folder, 'Messaging');
    await visible(tile(folder, 'estimate.pdf'));
    await hidden(tile(folder, 'rear door.png'));
    await chooseCategory(folder, 'All Categories');
    await visible(tile(folder, 'rear door.png'));
  });

  it('downloads a selection as one zip', async () => {
    await select(folder, 'front bumper.png');
    await select(folder, 'estimate.pdf');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      folder.getByRole('button', { name: 'Download as Zip' }).click(),
    ]);
    const saved = join(folderPath, 'selection.zip');
    await download.saveAs(saved);
    const names = execFileSync('unzip', ['-Z1', saved], { encoding: 'utf8' }).trim().split('\n').sort();
    expect(names).toEqual(['estimate.pdf', 'front bumper.png']);
  });

  it('deletes the selection after asking, with the warning message', async () => {
    await folder.getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete 2 media items from the job?' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await visible(snackbar(page, `Successfully removed 2 media item(s) from Job #${jobLabel}`));
    await hidden(tile(folder, 'front bumper.png'));
    await hidden(tile(folder, 'estimate.pdf'));
    await visible(tile(folder, 'rear door.png'));
    await hidden(otherPage.getByTestId('media-estimate.pdf'));
  });

  it('captures a photo and a video with the camera, front and rear, and uploads them', async () => {
    await addFrom(folder, 'Capture Media');
    const camera = page.getByRole('dialog', { name: 'Capture Media' });
    const submit = camera.getByRole('button', { name: 'SUBMIT' });
    expect(await submit.isDisabled()).toBe(true);
    await expect
      .poll(() => camera.getByRole('button', { name: 'Take Photo' }).isEnabled(), { timeout: 15_000 })
      .toBe(true);
    await camera.getByRole('button', { name: 'Take Photo' }).click();
    const captured = camera.getByRole('list', { name: 'Captured media' });
    await visible(captured.getByRole('img', { name: /^Photo .+\.jpg$/ }));

    await camera.getByRole('radio', { name: 'Front' }).click();
    await camera.getByRole('radio', { name: 'Video' }).click();
    const record = camera.getByRole('button', { name: 'Record' });
    await expect.poll(() => record.isEnabled(), { timeout: 15_000 }).toBe(true);
    await record.click();
    // A second of the camera's picture recorded, however slowly a busy machine plays it.
    const preview = camera.locator('video[aria-label="Camera"]');
    const played = () => preview.evaluate((video) => (video as unknown as { currentTime: number }).currentTime);
    const recordingFrom = await played();
    await expect.poll(async () => (await played()) - recordingFrom, { timeout: 30_000 }).toBeGreaterThan(1);
    await camera.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => captured.locator('video').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await captured.getByRole('listitem').count()).toBe(2);

    // A capture can be taken back before submitting.
    await camera.getByRole('radio', { name: 'Photo' }).click();
    await expect
      .poll(() => camera.getByRole('button', { name: 'Take Photo' }).isEnabled(), { timeout: 15_000 })
      .toBe(true);
    await camera.getByRole('button', { name: 'Take Photo' }).click();
    await expect.poll(() => captured.getByRole('listitem').count()).toBe(3);
    await captured
      .getByRole('button', { name: /^Remove Photo / })
      .last()
      .click();
    await expect.poll(() => captured.getByRole('listitem').count()).toBe(2);
    await submit.click();
    // A video's upload takes its time on a busy machine: the bound is generous, the wait ends with the upload.
    const uploaded = snackbar(page, `Successfully uploaded 2 media item(s) to Job #${jobLabel}`);
    await expect.poll(() => uploaded.first().isVisible(), { timeout: 60_000 }).toBe(true);
    await hidden(camera);
    await visible(folder.locator('[data-testid^="media-Photo "]'));
    await visible(folder.locator('[data-testid^="media-Video "]'));
  });
});
