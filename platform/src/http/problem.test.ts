import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Refusal } from '@bayline/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, revealsInsides } from '../testing/raw-http.ts';
import { problemServerOptions, registerProblemHandling } from './problem.ts';

const logged: string[] = [];
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = Fastify({
    ...problemServerOptions,
    logger: {
      level: 'error',
      stream: new Writable({
        write(chunk, _encoding, done) {
          logged.push(String(chunk));
          done();
        },
      }),
    },
    bodyLimit: 1024,
  });
  registerProblemHandling(app);
  app.get<{ Params: { id: string } }>('/things/:id', async (request) => ({ id: request.params.id }));
  app.post('/things', async (request) => request.body);
  app.get('/boom', async () => {
    throw new Error(`cannot open ${import.meta.filename}`);
  });
  app.get('/busy', async () => {
    throw new Refusal('TooManyChanges', 'Too many changes at once', { retryAfter: 2 });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
});

const raw = (request: string) => rawRequest((app.server.address() as AddressInfo).port, request);

/** Every answer here must be a problem of the given status that says nothing about the server's insides. */
function expectProblem(answer: { status: number; contentType: string | null; body: string }, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.contentType).toMatch(/^application\/problem\+json/);
  const problem = JSON.parse(answer.body);
  expect(problem).toMatchObject({ status, type: expect.any(String), title: expect.any(String) });
  expect(revealsInsides(answer.body)).toBe(false);
  return problem;
}

const viaFetch = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, contentType: response.headers.get('content-type'), body: await response.text() };
};

describe('every error leaves as problem+json', () => {
  it('refuses a malformed percent-encoding in the address with 400', async () => {
    expectProblem(await viaFetch('/things/%ZZ'), 400);
  });

  it('refuses a path part over the router limit with 414', async () => {
    expectProblem(await viaFetch(`/things/${'a'.repeat(101)}`), 414);
  });

  it('refuses an address over 16 kB with 414 and headers over it with 431', async () => {
    expectProblem(await raw(`GET /things/1?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`), 414);
    expectProblem(await raw(`GET /things/1 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`), 431);
  });

  it('refuses a broken request line with 400', async () => {
    expectProblem(await raw('NOT-HTTP\r\n\r\n'), 400);
  });

  it('refuses a body that is not JSON with 415, and JSON that is broken with 400', async () => {
    expectProblem(
      await viaFetch('/things', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
      415,
    );
    const broken = await viaFetch('/things', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(expectProblem(broken, 400).errors).toEqual([{ field: '(body)', message: 'Must be valid JSON' }]);
  });

  it('refuses a body over the limit with 413', async () => {
    const body = JSON.stringify({ a: 'x'.repeat(2048) });
    expectProblem(
      await viaFetch('/things', { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
      413,
    );
  });

  it('answers an unknown address with 404', async () => {
    expectProblem(await viaFetch('/nowhere'), 404);
  });

  it('answers a failure with the generic title only, and logs it', async () => {
    const problem = expectProblem(await viaFetch('/boom'), 500);
    expect(problem).toEqual({
      type: expect.any(String),
      status: 500,
      title: 'Something went wrong on the server',
    });
    expect(logged.join('')).toContain(`cannot open ${import.meta.filename}`);
  });

  it('sends Retry-After with a 503 refusal', async () => {
    const response = await fetch(`${base}/busy`);
    expect(response.headers.get('retry-after')).toBe('2');
    expectProblem(
      { status: response.status, contentType: response.headers.get('content-type'), body: await response.text() },
      503,
    );
  });

  it('words the problem in the language asked for, says so, and keeps the status line ASCII English', async () => {
    const response = await fetch(`${base}/busy`, { headers: { 'accept-language': 'fr-CA, en;q=0.5' } });
    expect(response.headers.get('content-language')).toBe('fr');
    expect(response.headers.get('vary')).toBe('Accept-Language');
    expect(response.statusText).toBe('Too many changes at once');
    expect(await response.json()).toMatchObject({ title: 'Trop de modifications en même temps' });

    const framework = await fetch(`${base}/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh' },
      body: '{',
    });
    expect(await framework.json()).toMatchObject({
      title: '请求正文不是有效的 JSON',
      errors: [{ field: '(body)', message: '必须是有效的 JSON' }],
    });
  });
});
