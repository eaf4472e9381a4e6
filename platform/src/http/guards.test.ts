import { itemAt } from '@bayline/contracts/testing/item-at';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessAttemptCounter } from '../attempts/in-process.ts';
import { registerSecurityHeaders } from './headers.ts';
import { registerProblemHandling } from './problem.ts';
import { registerSameOrigin } from './same-origin.ts';
import { accountSlowdown, clientAddressKey, registerThrottle } from './throttle.ts';

/** A route that tries a secret: 401 unless the body says `right`; counts how often its handler ran. */
async function appWithGuards(publicUrl?: string) {
  const app = Fastify({ trustProxy: true });
  registerProblemHandling(app);
  await registerSecurityHeaders(app);
  registerSameOrigin(app, { publicUrl });
  // Each failure before a try on the account slows it 20 ms, so the tests see the slowing without waiting long.
  registerThrottle(app, { counter: createInProcessAttemptCounter(), slowdown: (failures) => failures * 20 });
  const ran = { count: 0 };
  /** The accounts whose owner was told of repeated failures, once per telling. */
  const told: string[] = [];
  app.post<{ Body: { email?: string; password?: string } }>(
    '/api/try',
    {
      config: {
        throttle: {
          name: 'login',
          account: (r) => (r.body as { email?: string }).email,
          onRepeatedFailures: async (account) => {
            told.push(account);
          },
        },
      },
    },
    async (request, reply) => {
      ran.count++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return request.body.password === 'right' ? { ok: true } : reply.code(401).send({ title: 'Wrong' });
    },
  );
  app.get('/api/read', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<!doctype html><p>hi</p>'));
  return { app, ran, told };
}

let current: Awaited<ReturnType<typeof appWithGuards>> | undefined;
afterEach(async () => {
  await current?.app.close();
  current = undefined;
});

const attempt = (email: string, password: string, from = '203.0.113.7') =>
  current!.app.inject({
    method: 'POST',
    url: '/api/try',
    payload: { email, password },
    headers: { 'x-forwarded-for': from },
  });

describe('failed attempts', () => {
  it('never locks an account: after failures from one address the right password from another signs in, slowed', async () => {
    current = await appWithGuards();
    for (let i = 0; i < 11; i++) await attempt('ann@x.test', 'wrong', '198.51.100.1');
    const started = performance.now();
    const signedIn = await attempt('ann@x.test', 'right', '198.51.100.99');
    expect(signedIn.statusCode).toBe(200);
    // Ten failures were counted on the account (the 11th was refused at its address): 10 × 20 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
    expect((await attempt('bob@x.test', 'right', '198.51.100.99')).statusCode).toBe(200);
  });

  it('slows guesses at one account from many addresses more with each failure, never refusing them', async () => {
    current = await appWithGuards();
    const took: number[] = [];
    for (let i = 0; i < 12; i++) {
      const started = performance.now();
      expect((await attempt('ann@x.test', 'wrong', `198.51.100.${i}`)).statusCode).toBe(401);
      took.push(performance.now() - started);
    }
    expect(current.ran.count).toBe(12);
    expect(took[0]).toBeLessThan(itemAt(took, 11));
    expect(took[11]).toBeGreaterThanOrEqual(215);
  });

  it('tells the account’s owner once per burst of failures, not at each attempt', async () => {
    current = await appWithGuards();
    for (let i = 0; i < 9; i++) await attempt('ann@x.test', 'wrong', `198.51.100.${i}`);
    expect(current.told).toEqual([]);
    for (let i = 9; i < 15; i++) await attempt('ann@x.test', 'wrong', `198.51.100.${i}`);
    expect(current.told).toEqual(['ann@x.test']);
    for (let i = 0; i < 9; i++) await attempt('bob@x.test', 'right', `198.51.100.${i}`);
    expect(current.told).toEqual(['ann@x.test']);
  });

  it('waits nothing for the first five failures on an account, then doubles up to 4 s', () => {
    expect([0, 4, 5, 6, 7, 9, 10, 30].map(accountSlowdown)).toEqual([0, 0, 250, 500, 1000, 4000, 4000, 4000]);
  });

  it('answers the 11th failure on an account from one address 429; other accounts there still sign in', async () => {
    current = await appWithGuards();
    for (let i = 0; i < 10; i++) expect((await attempt('ann@x.test', 'wrong')).statusCode).toBe(401);
    expect((await attempt('ann@x.test', 'right')).statusCode).toBe(429);
    // A colleague behind the same router is not kept out by Ann's typos.
    expect((await attempt('bob@x.test', 'right')).statusCode).toBe(200);
    expect((await attempt('ann@x.test', 'right', '203.0.113.8')).statusCode).toBe(200);
  });

  it('answers 429 to an address that sprays failures over many accounts, past ten times the limit', async () => {
    current = await appWithGuards();
    for (let i = 0; i < 100; i++) expect((await attempt(`user${i}@x.test`, 'wrong')).statusCode).toBe(401);
    expect((await attempt('someone@x.test', 'right')).statusCode).toBe(429);
    expect((await attempt('someone@x.test', 'right', '203.0.113.8')).statusCode).toBe(200);
  });

  it('never counts successes: honest traffic from one address is not throttled, nor slowed', async () => {
    current = await appWithGuards();
    for (let i = 0; i < 9; i++) await attempt('ann@x.test', 'wrong');
    for (let i = 0; i < 12; i++) expect((await attempt('ann@x.test', 'right')).statusCode).toBe(200);
    const started = performance.now();
    expect((await attempt('ann@x.test', 'wrong')).statusCode).toBe(401);
    // Nine failures before it, however many successes since.
    expect(performance.now() - started).toBeLessThan(9 * 20 + 100);
    expect((await attempt('ann@x.test', 'right')).statusCode).toBe(429);
  });

  it('holds a burst of parallel guesses to the limit', async () => {
    current = await appWithGuards();
    const answers = await Promise.all(Array.from({ length: 30 }, () => attempt('ann@x.test', 'wrong')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(current.ran.count).toBe(10);
  });

  it('counts an IPv6 client as its /64', () => {
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientAddressKey('192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('changes only from Bayline’s own pages', () => {
  const post = (headers: Record<string, string>) =>
    current!.app.inject({
      method: 'POST',
      url: '/api/try',
      payload: { email: 'ann@x.test', password: 'right' },
      headers: { host: 'bayline.example:8080', ...headers },
    });

  it('refuses a cross-site request 403 problem+json before anything runs', async () => {
    current = await appWithGuards();
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      // The same host on another scheme or port is another site.
      { origin: 'http://bayline.example:1' },
      { origin: 'https://bayline.example:8080' },
      { origin: 'http://bayline.example' },
      { referer: 'http://bayline.example:1/form' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/form' },
      // Origin decides, whatever the others say.
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin', referer: 'https://bayline.example/' },
    ];
    for (const headers of crossSite) {
      const refused = await post(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    expect(current.ran.count).toBe(0);
  });

  it('lets through its own pages, as the Host or a trusted proxy names them, and clients that are not browsers', async () => {
    current = await appWithGuards();
    const behindProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'bayline.example' };
    const own: Record<string, string>[] = [
      { origin: 'http://bayline.example:8080' },
      { ...behindProxy, origin: 'https://bayline.example' },
      { ...behindProxy, origin: 'https://bayline.example:443' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { referer: 'http://bayline.example:8080/production' },
      {},
    ];
    for (const headers of own) expect((await post(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    expect((await post({ ...behindProxy, origin: 'http://bayline.example:8080' })).statusCode).toBe(403);
  });

  it('lets through the configured public address, on its scheme and port only', async () => {
    current = await appWithGuards('https://bayline.shop.example/');
    expect((await post({ origin: 'https://bayline.shop.example' })).statusCode).toBe(200);
    expect((await post({ origin: 'http://bayline.example:8080' })).statusCode).toBe(200);
    expect((await post({ origin: 'http://bayline.shop.example' })).statusCode).toBe(403);
    expect((await post({ origin: 'https://bayline.shop.example:8443' })).statusCode).toBe(403);
  });

  it('lets reads through from anywhere', async () => {
    current = await appWithGuards();
    const read = await current.app.inject({ url: '/api/read', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('go on pages, API answers and errors; API answers are never stored', async () => {
    current = await appWithGuards();
    const page = await current.app.inject({ url: '/page' });
    const api = await current.app.inject({ url: '/api/read' });
    const missing = await current.app.inject({ url: '/api/nothing-here' });
    for (const answer of [page, api, missing]) {
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('same-origin');
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
    expect(missing.statusCode).toBe(404);
    expect(api.headers['cache-control']).toBe('no-store');
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(page.headers['cache-control']).toBeUndefined();
  });
});
