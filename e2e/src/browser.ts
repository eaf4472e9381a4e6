import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '@bayline/platform/testing/gates';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

const webDist = new URL('../../web/dist/index.html', import.meta.url).pathname;

/** Debian's Chromium, never a downloaded browser; flags keep it off this machine's closed network. */
/** `fakeCamera`: a test pattern and a tone stand in for the camera and microphone, allowed without asking. */
export async function launchChromium({ fakeCamera = false } = {}): Promise<Browser> {
  if (!existsSync(webDist)) execFileSync('npm', ['run', 'build', '-w', '@bayline/web'], { stdio: 'inherit' });
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(fakeCamera ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] : []),
    ],
  });
}

/** Signs in through the login page as a user would, ending on the production board. */
export async function signIn(page: Page, baseUrl: string, email = 'demo@bayline.test', password = 'bayline-demo') {
  await page.goto(`${baseUrl}/production`);
  await page.waitForURL(/\/login$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/production$/);
}

/** Drags with the mouse in small steps, as a hand would, so the board's drag sensor engages. */
export async function drag(page: Page, from: string, to: string) {
  const source = await page.locator(from).boundingBox();
  const target = await page.locator(to).boundingBox();
  if (!source || !target) throw new Error(`cannot drag ${from} to ${to}: not on screen`);
  await page.mouse.move(source.x + source.width / 2, source.y + 20);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 12, source.y + 24, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + 80, { steps: 12 });
  await page.mouse.up();
}

/** Waits, up to 10 s, until the first element `locator` finds is shown; fails the test otherwise. */
export const visible = (locator: Locator) =>
  expect.poll(() => locator.first().isVisible(), { timeout: 10_000 }).toBe(true);

/** Waits, up to 10 s, until the first element `locator` finds is gone or hidden; fails the test otherwise. */
export const hidden = (locator: Locator) =>
  expect.poll(() => locator.first().isVisible(), { timeout: 10_000 }).toBe(false);

/** The page never scrolls sideways: whatever is wider scrolls inside its own container. */
export async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(
    '[document.scrollingElement.scrollWidth, window.innerWidth]',
  );
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
