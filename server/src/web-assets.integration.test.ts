import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localShop } from './testing/fixture.ts';

describe('the web app’s files', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bayline-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export {};');
  const { bayline } = localShop({ env: { BAYLINE_WEB_DIST: dist } });
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
  });

  it('lets a browser keep the content-named build files for good, and ask for the page itself each time', async () => {
    const script = await fetch(`${bayline.url}/assets/index-abc123.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/production']) {
      const html = await fetch(`${bayline.url}${page}`);
      expect(html.status).toBe(200);
      expect(html.headers.get('cache-control')).not.toMatch(/immutable/);
    }
  });
});
