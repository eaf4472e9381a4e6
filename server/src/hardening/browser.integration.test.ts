import { describe, expect, it } from 'vitest';
import { apiClient, validJobBody } from '../testing/client.ts';
import { localShop } from '../testing/fixture.ts';

const production = '/api/production/v1';
const adminToken = 'admin-token-for-tests-fedcba9876543210';
const { bayline, signedIn } = localShop({ jobsPerLocation: 2, adminToken });

describe('changes come only from Bayline’s own pages', () => {
  it('refuses a cross-site write 403 problem+json and appends nothing, however the browser says it', async () => {
    const owner = await signedIn();
    const body = await validJobBody(owner);
    const head = await bayline.adapters.store.headPosition();
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of crossSite) {
      const refused = await owner.post(`${production}/jobadmins`, body, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      const signOut = await owner.call('DELETE', '/api/identity/v1/login', undefined, headers);
      expect(signOut.status).toBe(403);
    }
    expect(await bayline.adapters.store.headPosition()).toBe(head);
    expect((await owner.get('/api/identity/v1/users')).status).toBe(200);
  });

  it('compares scheme, host and port: a page on another port or scheme of the same host appends no note', async () => {
    const owner = await signedIn();
    const { jobAdminId } = (await owner.post(`${production}/jobadmins`, await validJobBody(owner))).json.jobAdmin;
    const [category] = (await owner.read(`${production}/NoteCategories`)).json;
    const note = { notes: 'Written from another site', noteCategoryId: category.noteCategoryId };
    const jobHistory = `${production}/jobadmins/${jobAdminId}/jobhistory`;
    const head = await bayline.adapters.store.headPosition();
    const { port } = new URL(bayline.url);
    const others = [
      'http://127.0.0.1:1',
      `https://127.0.0.1:${port}`,
      'http://127.0.0.1',
      `http://localhost:${port}`,
      'null',
    ];
    for (const origin of others) {
      const refused = await owner.post(jobHistory, note, { origin });
      expect(refused.status, origin).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
    const fromReferer = await owner.post(jobHistory, note, { referer: 'http://127.0.0.1:1/page' });
    expect(fromReferer.status).toBe(403);
    expect(await bayline.adapters.store.headPosition()).toBe(head);
    expect((await owner.post(jobHistory, note, { origin: bayline.url })).status).toBe(201);
  });

  it('accepts the same write from its own origin, and from clients that are not browsers', async () => {
    const owner = await signedIn();
    // A body of its own each time: a day takes no more of a class's jobs than its capacity.
    const body = () => validJobBody(owner);
    expect((await owner.post(`${production}/jobadmins`, await body(), { origin: bayline.url })).status).toBe(201);
    expect(
      (await owner.post(`${production}/jobadmins`, await body(), { 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(201);
    expect((await owner.post(`${production}/jobadmins`, await body())).status).toBe(201);
  });
});

describe('security headers', () => {
  it('are on the web app’s page, an API answer and an error; API answers and errors are not stored', async () => {
    const owner = await signedIn();
    const page = await fetch(`${bayline.url}/production`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const api = await owner.get('/api/identity/v1/users');
    const refused = await apiClient(bayline.url).get(`${production}/departments`);
    const missing = await owner.get('/api/production/v1/no-such-thing');
    expect([page.status, api.status, refused.status, missing.status]).toEqual([200, 200, 401, 404]);
    for (const answer of [page, api, refused, missing]) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/(^|;)\s*script-src 'self'(;|$)/);
      // Only Bayline's own stylesheets, and react-aria's two style blocks by their hashes.
      expect(csp).toMatch(/(^|;)\s*style-src 'self'( 'sha256-[\w+/=]+'){2}(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('same-origin');
    }
    for (const answer of [api, refused, missing]) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('/health', () => {
  it('tells anyone only whether Bayline is up', async () => {
    const anonymous = await apiClient(bayline.url).get('/health');
    expect(anonymous.status).toBe(200);
    expect(anonymous.json).toEqual({ status: 'ok' });
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    const viewer = await signedIn('viewer@bayline.test');
    expect((await viewer.get('/health')).json).toEqual({ status: 'ok' });
  });

  it('shows positions and projectors to an owner and to the admin token, and refuses a wrong token', async () => {
    const owner = await signedIn();
    const shown = (await owner.get('/health')).json;
    expect(shown).toMatchObject({ status: 'ok', role: 'all' });
    expect(shown.head).toBeGreaterThan(0);
    expect(shown.projectors.map((p: { name: string }) => p.name)).toContain('identity');
    const withToken = await apiClient(bayline.url).get('/health', { 'x-bayline-admin-token': adminToken });
    expect(withToken.json.projectors.length).toBe(shown.projectors.length);
    const wrong = await apiClient(bayline.url).get('/health', { 'x-bayline-admin-token': `${adminToken}x` });
    expect(wrong.status).toBe(403);
    expect(wrong.json.projectors).toBeUndefined();
  });

  it('admin routes take the admin token only', async () => {
    const owner = await signedIn();
    expect((await owner.post('/admin/rebuild/nothing')).status).toBe(403);
    const known = await apiClient(bayline.url).post('/admin/rebuild/nothing', undefined, {
      'x-bayline-admin-token': adminToken,
    });
    expect(known.status).toBe(404);
  });
});
