import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '@bayline/platform/testing/gates';
import axe from 'axe-core';
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

/** Pastes text into a field as the clipboard would (run in the page: the browser's DOM types). */
export const paste = (field: Locator, text: string) =>
  field.evaluate((input, pasted) => {
    const dom = globalThis as unknown as {
      DataTransfer: new () => { setData(type: string, value: string): void };
      ClipboardEvent: new (type: string, init: object) => Event;
    };
    const data = new dom.DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(new dom.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);

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

/**
 * The clock a browser test's Bayline runs on: real time, or with BAYLINE_TEST_CLOCK (an ISO instant) time passing
 * from that instant, to run a date-sensitive file on the day it names: a Saturday, the end of a month or a year.
 */
export function testClock(): (() => Date) | undefined {
  const from = process.env.BAYLINE_TEST_CLOCK;
  if (!from) return undefined;
  const start = Date.parse(from);
  if (Number.isNaN(start)) throw new Error(`BAYLINE_TEST_CLOCK must be an ISO instant, not ${from}`);
  const began = performance.now();
  return () => new Date(start + performance.now() - began);
}

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules of axe-core. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * react-aria's live announcer: off screen, its passing messages name elements that may already be gone. What it
 * announces is checked where it is shown.
 */
const liveAnnouncer = '[data-live-announcer]';

/**
 * Runs axe-core's WCAG A/AA rules over the page as it stands and fails, listing rule, impact, element and
 * summary, on any serious or critical violation. `exclude`: selectors of parts to leave out.
 * The source goes in through page.evaluate: the app's Content-Security-Policy refuses inline script tags.
 */
export async function expectAccessible(page: Page, { exclude = [] as string[] } = {}) {
  if (!(await page.evaluate('typeof globalThis.axe === "object"'))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ([tags, excluded]) => {
      const axeRun = (globalThis as unknown as { axe: typeof axe }).axe;
      const result = await axeRun.run({ exclude: excluded.map((selector) => [selector]) } as axe.ElementContext, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations
        .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
        .flatMap((rule) =>
          rule.nodes.map(
            (node) =>
              `${rule.id} (${rule.impact}) ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? rule.help}`,
          ),
        );
    },
    [wcagTags, [liveAnnouncer, ...exclude]] as const,
  );
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
}
