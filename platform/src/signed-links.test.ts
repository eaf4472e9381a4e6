import { describe, expect, it } from 'vitest';
import { signedLinks } from './signed-links.ts';

describe('signed links', () => {
  const now = new Date('2026-03-02T17:00:00.000Z');
  const later = new Date(now.getTime() + 60_000);
  const links = signedLinks('a-server-secret', 'media');

  it('verifies its own link until it expires, and only for the id it was made for', () => {
    const link = links.sign('m-1', later);
    expect(link.expires).toBe(String(later.getTime() / 1000));
    expect(links.verify('m-1', link, now)).toBe(true);
    expect(links.verify('m-2', link, now)).toBe(false);
    expect(links.verify('m-1', link, later)).toBe(false);
    expect(links.verify('m-1', link, new Date(later.getTime() + 1))).toBe(false);
  });

  it('refuses a moved expiry, a changed or cut signature, and another secret’s or purpose’s link', () => {
    const link = links.sign('m-1', later);
    expect(links.verify('m-1', { ...link, expires: String(Number(link.expires) + 3600) }, now)).toBe(false);
    expect(links.verify('m-1', { ...link, sig: `${link.sig.slice(0, -2)}AA` }, now)).toBe(false);
    expect(links.verify('m-1', { ...link, sig: link.sig.slice(1) }, now)).toBe(false);
    expect(links.verify('m-1', { ...link, sig: '' }, now)).toBe(false);
    expect(links.verify('m-1', signedLinks('another-secret', 'media').sign('m-1', later), now)).toBe(false);
    expect(links.verify('m-1', signedLinks('a-server-secret', 'avatars').sign('m-1', later), now)).toBe(false);
  });

  it('refuses an expiry that is not whole seconds', () => {
    const link = links.sign('m-1', later);
    for (const expires of ['', '1e12', '-1', ' 1', `${link.expires}.0`, '9'.repeat(16)])
      expect(links.verify('m-1', { ...link, expires }, now)).toBe(false);
  });
});
