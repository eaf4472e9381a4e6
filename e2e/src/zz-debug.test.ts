import { startLocalBayline } from '@bayline/server/local';
import { it } from 'vitest';
import { launchChromium, signIn } from './browser.ts';

it('debug', async () => {
  const bayline = await startLocalBayline();
  const browser = await launchChromium();
  const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  page.on('console', (m) => console.log('console:', m.text()));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await signIn(page, bayline.url);
  for (const path of ['scheduling/jobclass', 'productiondepts/info']) {
    await page.goto(`${bayline.url}/settings/${path}`);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/sched/${path.replace('/', '-')}.png` });
    console.log((await page.locator('table').first().innerHTML()).slice(0, 3000));
  }
  await browser.close();
  await bayline.close();
}, 120_000);
