import { identityCommands } from '@bayline/command-service';
import { sessionCookie } from '@bayline/platform/http';
import { newExportKey } from '@bayline/query-service/audit/signature';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Bayline, buildBayline } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { apiClient, eventually } from '../testing/client.ts';
import { localShop } from '../testing/fixture.ts';

const login = '/api/identity/v1/login';
const users = '/api/identity/v1/users';
const adminToken = 'admin-token-for-tests-0123456789abcdef';
const hours = (n: number) => n * 3_600_000;

// Behind a trusted proxy, so each test can come from its own client address (X-Forwarded-For).
const { bayline } = localShop({
  jobsPerLocation: 2,
  env: { BAYLINE_TRUST_PROXY: 'true' },
  adminToken,
  now: () => new Date(Date.now() + ahead),
  // 10 ms per failure before a try, so the slowing shows without making the suite slow.
  signInSlowdown: (failures) => failures * 10,
});
/** How far the sessions' clock is ahead of the wall clock. */
let ahead = 0;
/** Other roles on the same stores, as separate processes would be: their own caches, nothing shared in memory. */
let queryRole: Bayline;
let untrusting: Bayline;

beforeAll(async () => {
  // The roles share the local Bayline's adapters (and so its session secret); a role alone must name one (and an
  // export key).
  const roleConfig = (role: string) =>
    configFromEnv({
      BAYLINE_DATA_DIR: bayline.dataDir,
      BAYLINE_ROLE: role,
      LOG_LEVEL: 'silent',
      SESSION_SECRET: bayline.adapters.sessionSecret,
      BAYLINE_EXPORT_KEY: newExportKey(),
    });
  queryRole = await buildBayline(roleConfig('query'), bayline.adapters);
  untrusting = await buildBayline(roleConfig('command'), bayline.adapters);
});
afterAll(async () => {
  await queryRole?.close();
  await untrusting?.close();
});

afterEach(() => {
  ahead = 0;
});

/** Signs in from a client address; the client keeps the cookie. */
async function signIn(email: string, address = '127.0.0.1', password = 'bayline-demo') {
  const client = apiClient(bayline.url);
  const answer = await client.call('POST', login, { email, password }, { 'x-forwarded-for': address });
  return { client, answer };
}
const status = async (cookie: string, on: 'main' | 'query' = 'main') =>
  on === 'main'
    ? (await fetch(`${bayline.url}${users}`, { headers: { cookie } })).status
    : (await queryRole.app.inject({ url: users, headers: { cookie } })).statusCode;

describe('failed sign-ins are throttled', () => {
  it('per account: failures from one address never lock the owner out from another, and mail them once', async () => {
    const mailsTo = async (to: string) =>
      (await bayline.adapters.mail.outbox!.list(1_000)).filter(
        (m) => m.to === to && m.subject === 'Failed sign-ins to your Bayline account',
      );
    // Guesses at an address that is nobody's mail nobody (checked once the manager's mail is there).
    for (let i = 0; i < 11; i++) await signIn('nobody-here@bayline.test', `198.51.100.${30 + i}`, 'wrong');
    for (let i = 0; i < 10; i++)
      expect((await signIn('manager@bayline.test', '198.51.100.5', 'wrong')).answer.status).toBe(401);
    const refused = await signIn('manager@bayline.test', '198.51.100.5', 'wrong');
    expect(refused.answer.status).toBe(429);
    expect(refused.answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(Number(refused.answer.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expect(refused.answer.json).toMatchObject({ status: 429, title: 'Too many failed attempts' });
    expect(refused.answer.json.detail).toMatch(/Try again in \d+ minutes?/);
    // The owner, from their own address, gets in: slowed by the ten failures on the account, not refused.
    const started = performance.now();
    expect((await signIn('manager@bayline.test', '198.51.100.6')).answer.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    // More guesses from other addresses go on failing (slower each time), and the mail went once for the burst.
    for (let i = 0; i < 5; i++)
      expect((await signIn('manager@bayline.test', `198.51.100.${10 + i}`, 'wrong')).answer.status).toBe(401);
    const mails = await eventually(
      () => mailsTo('manager@bayline.test'),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('/forgot');
    expect(await mailsTo('nobody-here@bayline.test')).toEqual([]);
  });

  it('per account and address: the 11th failure answers 429, a colleague at that address still signs in', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < 10; i++) expect((await signIn('tech@bayline.test', address, 'wrong')).answer.status).toBe(401);
    expect((await signIn('tech@bayline.test', address)).answer.status).toBe(429);
    expect((await signIn('estimator@bayline.test', address)).answer.status).toBe(200);
    expect((await signIn('tech@bayline.test', '203.0.113.21')).answer.status).toBe(200);
  });

  it('never counts a successful sign-in', async () => {
    for (let i = 0; i < 25; i++) expect((await signIn('viewer@bayline.test', '203.0.113.30')).answer.status).toBe(200);
  });

  it('throttles guesses at the estimates API key and the admin token the same way', async () => {
    const estimate = (key: string) =>
      fetch(`${bayline.url}/api/production/v1/estimates`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key, 'x-forwarded-for': '203.0.113.40' },
        body: '{}',
      });
    for (let i = 0; i < 10; i++) expect((await estimate(`guess-${i}`)).status).toBe(403);
    const refused = await estimate('guess-11');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);

    const health = (token: string) =>
      fetch(`${bayline.url}/health`, {
        headers: { 'x-bayline-admin-token': token, 'x-forwarded-for': '203.0.113.41' },
      });
    for (let i = 0; i < 10; i++) expect((await health(`guess-${i}`)).status).toBe(403);
    expect((await health(adminToken)).status).toBe(429);
  });
});

describe('the session cookie', () => {
  it('is httpOnly, SameSite=Lax, for the whole site, as long as a session may last, and says nothing', async () => {
    const { client, answer } = await signIn('manager@bayline.test');
    const line = answer.headers.get('set-cookie')!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/Max-Age=1209600/);
    expect(line).not.toMatch(/Secure/i);
    const value = decodeURIComponent(client.cookie.slice(`${sessionCookie}=`.length));
    const token = value.slice(0, value.lastIndexOf('.'));
    expect(token).toMatch(/^[\w-]{43}$/);
    const decoded = Buffer.from(token, 'base64url').toString('latin1');
    for (const secret of [answer.json.userId, 'manager', 'BAYVIEW', 'HARBOR'])
      for (const text of [value, decoded]) expect(text).not.toContain(secret);
    // Random bytes hold a '{' one time in nine: what must not be there is readable content, such as JSON.
    expect(() => JSON.parse(decoded)).toThrow();
  });

  it('is Secure when a trusted proxy says the browser came over HTTPS, and only then', async () => {
    const body = { email: 'viewer@bayline.test', password: 'bayline-demo' };
    const https = { 'x-forwarded-proto': 'https' };
    const trusted = await fetch(`${bayline.url}${login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...https },
      body: JSON.stringify(body),
    });
    expect(trusted.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    const [cookie = ''] = trusted.headers.get('set-cookie')!.split(';');
    const signedOut = await fetch(`${bayline.url}${login}`, { method: 'DELETE', headers: { cookie, ...https } });
    expect(signedOut.headers.get('set-cookie')).toMatch(/;\s*Secure/i);

    const spoofed = await untrusting.app.inject({ method: 'POST', url: login, payload: body, headers: https });
    expect(spoofed.statusCode).toBe(200);
    expect(String(spoofed.headers['set-cookie'])).not.toMatch(/Secure/i);
  });

  it('is checked against its signature by each app, also once its true copy has been accepted', async () => {
    const { client } = await signIn('manager@bayline.test');
    expect(await status(client.cookie)).toBe(200);
    const altered = client.cookie.replace(/.(?=\.)/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await status(altered)).toBe(401);
    const secret = 'another-session-secret-0123456789abcdefgh';
    const elsewhere = await buildBayline(
      configFromEnv({
        BAYLINE_DATA_DIR: bayline.dataDir,
        BAYLINE_ROLE: 'query',
        LOG_LEVEL: 'silent',
        SESSION_SECRET: secret,
        BAYLINE_EXPORT_KEY: newExportKey(),
      }),
      { ...bayline.adapters, sessionSecret: secret },
    );
    try {
      expect((await elsewhere.app.inject({ url: users, headers: { cookie: client.cookie } })).statusCode).toBe(401);
    } finally {
      await elsewhere.close();
    }
    expect(await status(client.cookie)).toBe(200);
  });
});

describe('sessions kept on the server', () => {
  it('work in every role the moment sign-in answers, with no read model to wait for', async () => {
    const { client } = await signIn('estimator@bayline.test');
    expect(await status(client.cookie, 'query')).toBe(200);
  });

  it('sign-out ends the session for every copy of the cookie, in every role, at once', async () => {
    const { client } = await signIn('manager@bayline.test');
    const copy = client.cookie;
    expect(await status(copy, 'query')).toBe(200);
    expect((await client.del(login)).status).toBe(204);
    expect(await status(copy)).toBe(401);
    expect(await status(copy, 'query')).toBe(401);
    expect((await fetch(`${bayline.url}${login}`, { method: 'DELETE', headers: { cookie: copy } })).status).toBe(401);
  });

  it('end after 12 hours without a request, and record activity at most every few minutes', async () => {
    const { client } = await signIn('tech@bayline.test');
    const head = await bayline.adapters.store.headPosition();
    for (const minutes of [0, 1, 2, 4]) {
      ahead = minutes * 60_000;
      expect(await status(client.cookie)).toBe(200);
    }
    expect(await bayline.adapters.store.headPosition()).toBe(head);
    for (const at of [11, 22, 33]) {
      ahead = hours(at);
      expect(await status(client.cookie)).toBe(200);
    }
    ahead = hours(33 + 12) - 60_000;
    expect(await status(client.cookie, 'query')).toBe(200);
    ahead = hours(33 + 12 + 12);
    expect(await status(client.cookie)).toBe(401);
  });

  it('end 14 days after sign-in, however active', async () => {
    const { client } = await signIn('tech@bayline.test');
    for (let at = 10; at < 14 * 24; at += 10) {
      ahead = hours(at);
      expect(await status(client.cookie)).toBe(200);
    }
    ahead = hours(14 * 24);
    expect(await status(client.cookie)).toBe(401);
  });

  it('keep the selected location on the server: the cookie does not change, another browser keeps its own', async () => {
    const first = (await signIn('manager@bayline.test')).client;
    const second = (await signIn('manager@bayline.test')).client;
    const selected = async (client: typeof first) =>
      (await client.get(users)).json.locations.find((l: { isSelected: boolean }) => l.isSelected).shortName;
    const before = await selected(second);
    const other = before === 'HARBOR' ? 'BAYVIEW' : 'HARBOR';
    const cookie = first.cookie;
    const answer = await first.put(`/api/identity/v1/locations/select/${other}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(first.cookie).toBe(cookie);
    expect(await selected(first)).toBe(other);
    expect(await selected(second)).toBe(before);
    expect((await first.put('/api/identity/v1/locations/select/NORTHGATE')).status).toBe(403);
  });

  it('all end when the user’s sessions are ended (what a password change or deactivation does)', async () => {
    const one = (await signIn('viewer@bayline.test')).client;
    const two = (await signIn('viewer@bayline.test')).client;
    const { userId } = (await one.get(users)).json;
    await identityCommands(bayline.bayline.commandDeps).endSessions(
      { userId: 'support', locationShortName: '', now: new Date(), correlationId: 'test' },
      userId,
      'deactivated',
    );
    expect(await status(one.cookie)).toBe(401);
    expect(await status(two.cookie, 'query')).toBe(401);
    const again = (await signIn('viewer@bayline.test')).client;
    expect(await status(again.cookie)).toBe(200);
  });
});
