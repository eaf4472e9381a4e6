import { idParams, idSchema } from '@bayline/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerAccess, type SessionBook, setSessionCookie, type UserRecord } from './access.ts';
import { registerInput, type Validated } from './input.ts';
import { registerProblemHandling } from './problem.ts';

const owner: UserRecord = {
  userId: 'u1',
  email: 'owner@bayline.test',
  firstName: 'Dana',
  lastName: 'Reyes',
  roles: ['owner'],
  locationShortNames: ['BAYVIEW'],
  selectedLocation: 'BAYVIEW',
  eula: true,
  passwordHash: '',
  mfaMethod: 'None',
  emailConfirmedAt: null,
};

const sessions: SessionBook = {
  open: async (token) =>
    token === 'token-1' ? { sessionId: 's1', locationShortName: 'BAYVIEW', user: owner } : undefined,
};

async function app() {
  const app = Fastify();
  registerProblemHandling(app);
  await registerAccess(app, { secret: 'a-secret-of-at-least-32-characters!!', sessions });
  return { app, routes: registerInput(app) };
}

const note = {
  params: idParams('jobAdminId'),
  query: z.object({
    page: z
      .string()
      .regex(/^\d{1,3}$/)
      .optional(),
  }),
  body: z.object({ notes: z.string().max(10), categoryId: idSchema }),
};

/** An app with one declared route and a signed-in owner's cookie. */
async function withNoteRoute() {
  const { app: server, routes } = await app();
  server.post<Validated<typeof note>>(
    '/api/test/v1/jobs/:jobAdminId/notes',
    { config: { access: { area: 'jobfolder', need: 'write' }, input: note } },
    async (request) => ({ params: request.params, query: request.query, body: request.body }),
  );
  server.get('/api/test/v1/signin', { config: { access: 'public', input: {} } }, async (request, reply) => {
    setSessionCookie(request, reply, 'token-1', 60);
    return {};
  });
  const signIn = await server.inject({ method: 'GET', url: '/api/test/v1/signin' });
  const cookie = String(signIn.headers['set-cookie']).split(';')[0];
  return { server, routes, cookie };
}

describe('route input', () => {
  it('hands the handler its body, path and query as the schemas parsed them', async () => {
    const { server, cookie } = await withNoteRoute();
    const response = await server.inject({
      method: 'POST',
      url: '/api/test/v1/jobs/job-1/notes?page=2&extra=ignored',
      headers: { cookie },
      payload: { notes: 'Hello', categoryId: 'c1', extra: 'dropped' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      params: { jobAdminId: 'job-1' },
      query: { page: '2' },
      body: { notes: 'Hello', categoryId: 'c1' },
    });
  });

  it('refuses with one 400 problem naming every failing field of path, query and body', async () => {
    const { server, cookie } = await withNoteRoute();
    const response = await server.inject({
      method: 'POST',
      url: `/api/test/v1/jobs/${'x'.repeat(65)}/notes?page=many`,
      headers: { cookie },
      payload: { notes: 'x'.repeat(11), categoryId: '__proto__' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['jobAdminId', 'page', 'notes']);
  });

  it('checks access first: an anonymous request is answered 401 whatever it sends', async () => {
    const { server } = await withNoteRoute();
    const response = await server.inject({
      method: 'POST',
      url: `/api/test/v1/jobs/${'x'.repeat(65)}/notes?page=many`,
      payload: { notes: 'x'.repeat(11), categoryId: '__proto__' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lists every route with its access and input, one row per method, without the HEAD twins of GETs', async () => {
    const { routes } = await withNoteRoute();
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/test/v1/jobs/:jobAdminId/notes',
      'GET /api/test/v1/signin',
    ]);
    expect(routes[0]).toMatchObject({ access: { area: 'jobfolder', need: 'write' }, input: note });
  });
});

describe('a route that does not declare', () => {
  it('its access fails at start', async () => {
    const { app: server } = await app();
    expect(() => server.get('/api/test/v1/open', { config: { input: {} } }, async () => ({}))).toThrow(
      'Route GET /api/test/v1/open does not declare its access',
    );
  });

  it('its input fails at start', async () => {
    const { app: server } = await app();
    expect(() => server.get('/api/test/v1/open', { config: { access: 'public' } }, async () => ({}))).toThrow(
      'Route GET /api/test/v1/open does not declare its input',
    );
  });

  it('a schema for a path parameter fails at start, even outside /api', async () => {
    const { app: server } = await app();
    expect(() =>
      server.get(
        '/admin/things/:name',
        { config: { access: 'public', input: { params: idParams('id') } } },
        () => ({}),
      ),
    ).toThrow('Route GET /admin/things/:name does not declare a schema for its path parameter name');
  });
});
