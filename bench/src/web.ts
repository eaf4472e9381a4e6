import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
// The e2e workspace's browser helpers (its Chromium flags and its sign-in through the login page); playwright-core
// is that workspace's dependency.
import { launchChromium, signIn } from '@bayline/e2e/src/browser.ts';
import type { Page } from 'playwright-core';
import { createPath, type Shop, sleep } from './load.ts';
import { newestChange, repoRoot } from './server.ts';
import { round, summarize } from './stats.ts';

const webDist = join(repoRoot, 'web/dist');
const cardSelector = '[data-testid^="job-card-"]';

/** Builds web/dist when it is missing or older than the web app's sources (the server serves what is there). */
export function ensureWebBuilt(say: (line: string) => void) {
  const index = join(webDist, 'index.html');
  const sources = newestChange(['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'contracts/src']);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return { built: false };
  say('building web/dist (npm run build -w @bayline/web)');
  execFileSync('npm', ['run', 'build', '-w', '@bayline/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { built: true };
}

/** Card count on the page once it has stopped changing for `quietMs`. */
async function settledCardCount(page: Page, quietMs = 750, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let count = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const now = await page.locator(cardSelector).count();
    if (now !== count) {
      count = now;
      since = Date.now();
    } else if (count > 0 && Date.now() - since >= quietMs) return count;
    await sleep(100);
  }
  throw new Error(`the board's cards did not settle within ${timeoutMs / 1000} s (last count ${count})`);
}

/**
 * The board route in Chromium at the shop's location: the JavaScript it loads (gzip sizes of those files in
 * web/dist), the time from navigation to every card on screen, and what one job change made elsewhere costs
 * this browser in fetched bytes.
 */
export async function measureWeb(shop: Shop, options: { renders: number }, say: (line: string) => void) {
  const base = shop.api.base;
  const browser = await launchChromium();
  try {
    // Signed in once through the login page, the session moved to the shop's location; its cookie then opens
    // the board in a fresh context, so the route's scripts all come from the network.
    const login = await browser.newContext();
    const loginPage = await login.newPage();
    await signIn(loginPage, base);
    const selected = await loginPage.request.put(`${base}/api/identity/v1/locations/select/${shop.location}`, {
      headers: { origin: base },
    });
    if (!selected.ok()) throw new Error(`selecting ${shop.location} in the browser answered ${selected.status()}`);
    const cookies = await login.cookies();
    await login.close();

    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (req.resourceType() === 'script' && path.endsWith('.js')) scripts.add(path);
    });
    await page.goto(`${base}/production`, { waitUntil: 'networkidle' });
    const cards = await settledCardCount(page);
    const javascript = [...scripts].map((path) => {
      const file = join(webDist, path);
      const code = readFileSync(file);
      return { file: path, bytes: code.length, gzipBytes: gzipSync(code).length };
    });
    say(`  board shows ${cards} cards; it loaded ${javascript.length} JavaScript files:`);
    for (const f of javascript) say(`    ${f.file}: ${f.bytes} bytes, ${f.gzipBytes} gzip`);

    // Rendered: the animation frame after the last card entered the DOM, in page time since navigation start.
    // (Page code as text: this workspace compiles without the DOM's types.)
    await page.addInitScript(`{
      const observer = new MutationObserver(() => {
        if (document.querySelectorAll('${cardSelector}').length < ${cards}) return;
        observer.disconnect();
        requestAnimationFrame(() => { window.__benchCardsAt = performance.now(); });
      });
      observer.observe(document, { childList: true, subtree: true });
    }`);
    const renders: number[] = [];
    for (let i = 0; i < options.renders; i++) {
      await page.goto(`${base}/production`, { waitUntil: 'commit' });
      const at = await page.waitForFunction(() => (globalThis as { __benchCardsAt?: number }).__benchCardsAt, null, {
        timeout: 60_000,
      });
      renders.push((await at.jsonValue()) as number);
      await page.waitForLoadState('networkidle');
    }

    // The first folder opened from the board, then a later one: page time from the click on a card to the frame
    // after its folder shows the Customer Name field, with the board idle first (as a user reads it before
    // clicking); and the scripts the first opening still had to fetch.
    await page.waitForLoadState('networkidle');
    await sleep(1000);
    const folderScripts: string[] = [];
    const onScript = (req: { resourceType: () => string; url: () => string }) => {
      if (req.resourceType() === 'script') folderScripts.push(new URL(req.url()).pathname);
    };
    page.on('request', onScript);
    const openFolder = (index: number) =>
      page.evaluate(`new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error('card ${index}: no folder within 30 s of its click')), 30000);
        const shown = () => [...document.querySelectorAll('[role="dialog"] label')]
          .some((label) => label.textContent.includes('Customer Name'));
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - at));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const at = performance.now();
        // The card's own control (its overlay button), not its element: badge chips beside it are controls too.
        document.querySelectorAll('${cardSelector}')[${index}].querySelector('button').click();
      })`) as Promise<number>;
    const firstFolderMs = await openFolder(0);
    page.off('request', onScript);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 15_000 });
    const laterFolderMs = await openFolder(1);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 15_000 });

    // A job created elsewhere: what this browser fetches, from a quiet network until its card shows and the
    // network is quiet again (a second).
    let lastActivity = Date.now();
    const activity = () => {
      lastActivity = Date.now();
    };
    page.on('request', activity);
    page.on('requestfinished', activity);
    page.on('requestfailed', activity);
    const quiet = async (ms: number) => {
      const deadline = Date.now() + 30_000;
      while (Date.now() - lastActivity < ms && Date.now() < deadline) await sleep(50);
    };
    await quiet(1000);
    const fetched: { path: string; bytes: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (req) => {
      const path = new URL(req.url()).pathname;
      if (!path.startsWith('/api/')) return;
      pending.push(
        req.sizes().then((sizes) => {
          fetched.push({ path, bytes: sizes.responseBodySize });
        }),
      );
    });
    const created = await shop.api.call('POST', createPath, { body: shop.nextBody() });
    const id = (created.body as { jobAdmin: { jobAdminId: string } }).jobAdmin.jobAdminId;
    const shown = await page
      .waitForSelector(`[data-testid="job-card-${id}"]`, { timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    await quiet(1000);
    await Promise.all(pending);

    return {
      location: shop.location,
      cards,
      javascript,
      javascriptGzipBytes: javascript.reduce((sum, f) => sum + f.gzipBytes, 0),
      renderMs: summarize(renders),
      renders: renders.map((ms) => round(ms, 1)),
      folder: { firstMs: round(firstFolderMs, 1), laterMs: round(laterFolderMs, 1), scripts: folderScripts },
      change: {
        cardShown: shown,
        requests: fetched,
        bytes: fetched.reduce((sum, f) => sum + f.bytes, 0),
        refetchedBoard: fetched.some((f) => /\/jobadmins\/open$/i.test(f.path)),
      },
    };
  } finally {
    await browser.close();
  }
}
