import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessAttemptCounter } from '../attempts/in-process.ts';
import { registerSecurityHeaders } from './headers.ts';
import { registerProblemHandling } from './problem.ts';
import { registerSameOrigin } from './same-origin.ts';
import { clientAddressKey, registerThrottle } from './throttle.ts';

/** A route that tries a secret: 401 unless the body says `right`; counts how often its handler ran. */
async function appWithGuards() {
  const app = Fastify({ trustProxy: true });
  registerProblemHandling(app);
  await registerSecurityHeaders(app);
  registerSameOrigin(app);
  registerThrottle(app, { counter: createInProcessAttemptCounter() });
  const ran = { count: 0 };
  app.post<{ Body: { email?: string; password?: string } }>(
    '/api/try',
    { config: { throttle: { name: 'login', account: (r) => (r.body as { email?: string }).email } } },
    async (request, reply) => {
      ran.count++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return request.body.password === 'right' ? { ok: true } : reply.code(401).send({ title: 'Wrong' });
    },
  );
  app.get('/api/read', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<!doctype html><p>hi</p>'));
  return { app, ran };
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
  it('answers the 11th failure on an account 429 problem+json with Retry-After, from any address', async () => {
    current = await appWithGuards();
    for (let i = 0; i < 10; i++) expect((await attempt('ann@x.test', 'wrong', `198.51.100.${i}`)).statusCode).toBe(401);
    const refused = await attempt('ann@x.test', 'right', '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
    expect(refused.json()).toMatchObject({ status: 429, title: 'Too many failed attempts' });
    expect(current.ran.count).toBe(10);
    expect((await attempt('bob@x.test', 'right', '198.51.100.99')).statusCode).toBe(200);
  });

  it('answers the 11th failure from an address 429, whatever the account', async () => {
    current = await appWithGuards();
    for (let i = 0; i < 10; i++) expect((await attempt(`user${i}@x.test`, 'wrong')).statusCode).toBe(401);
    expect((await attempt('someone@x.test', 'right')).statusCode).toBe(429);
    expect((await attempt('someone@x.test', 'right', '203.0.113.8')).statusCode).toBe(200);
  });

  it('never counts successes: honest traffic from one address is not throttled', async () => {
    current = await appWithGuards();
    for (let i = 0; i < 9; i++) await attempt('ann@x.test', 'wrong');
    for (let i = 0; i < 30; i++) expect((await attempt('ann@x.test', 'right')).statusCode).toBe(200);
    expect((await attempt('ann@x.test', 'wrong')).statusCode).toBe(401);
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

  it('lets through its own pages, whatever the scheme or port a proxy shows, and clients that are not browsers', async () => {
    current = await appWithGuards();
    const own: Record<string, string>[] = [
      { origin: 'https://bayline.example' },
      { origin: 'http://bayline.example:8080' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { referer: 'https://bayline.example/production' },
      {},
    ];
    for (const headers of own) expect((await post(headers)).statusCode, JSON.stringify(headers)).toBe(200);
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
