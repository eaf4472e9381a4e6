import { positionHeader } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { ApiClient, ApiError } from './api.ts';
import { i18n } from './i18n.ts';

type Call = { url: string; init: RequestInit };
/** The client's own tests send and read any JSON, of no route's schema. */
type Any = z.ZodUnknown;

/** A fetch that records each call and answers from a list. */
function stubFetch(...answers: Response[]) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer left');
    return answer;
  });
  return { calls, fetch: fetchStub as unknown as typeof fetch };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const sentPosition = (call: Call) => new Headers(call.init.headers).get(positionHeader);

describe('ApiClient', () => {
  it('calls /api/{area}/v1/{path} with the session cookie and JSON', async () => {
    const { calls, fetch } = stubFetch(json({ jobAdmin: { jobAdminId: 'j1' } }, 201));
    const client = new ApiClient(fetch);
    const answer = await client.post<Any, Any>('production', 'jobadmins', { clientName: 'Pat' });
    expect(answer).toEqual({ jobAdmin: { jobAdminId: 'j1' } });
    expect(itemAt(calls, 0).url).toBe('/api/production/v1/jobadmins');
    expect(itemAt(calls, 0).init.method).toBe('POST');
    expect(itemAt(calls, 0).init.credentials).toBe('include');
    expect(new Headers(itemAt(calls, 0).init.headers).get('content-type')).toBe('application/json');
    expect(itemAt(calls, 0).init.body).toBe('{"clientName":"Pat"}');
  });

  it('sends the largest position a command answered with on the next read, then forgets it', async () => {
    const { calls, fetch } = stubFetch(
      json({}, 200, { [positionHeader]: '42' }),
      json({}, 200, { [positionHeader]: '17' }),
      json([]),
      json([]),
    );
    const client = new ApiClient(fetch);
    await client.put<Any, Any>('production', 'jobadmins/j1/department', { departmentShortName: 'paint' });
    await client.post<Any, Any>('production', 'groups', { name: 'Fleet' });
    expect(client.pendingPosition).toBe(42);
    await client.get('production', 'JobAdmins/open');
    await client.get('production', 'JobAdmins/open');
    expect(sentPosition(itemAt(calls, 0))).toBeNull();
    expect(sentPosition(itemAt(calls, 2))).toBe('42');
    expect(sentPosition(itemAt(calls, 3))).toBeNull();
    expect(client.pendingPosition).toBeUndefined();
  });

  it('keeps a position that a command raised while a read was waiting for an older one', async () => {
    let release: (response: Response) => void = () => {};
    const slowRead = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const answers = [
      Promise.resolve(json({}, 200, { [positionHeader]: '5' })),
      slowRead,
      Promise.resolve(json({}, 200, { [positionHeader]: '9' })),
    ];
    const headersSent: (string | null)[] = [];
    const client = new ApiClient((async (_url: string, init?: RequestInit) => {
      headersSent.push(new Headers(init?.headers).get(positionHeader));
      return answers.shift();
    }) as unknown as typeof fetch);

    await client.post<Any, Any>('production', 'jobadmins', {});
    const read = client.get('production', 'JobAdmins/open');
    await client.put<Any, Any>('production', 'jobadmins/j1/department', {});
    release(json([]));
    await read;
    expect(headersSent[1]).toBe('5');
    expect(client.pendingPosition).toBe(9);
  });

  it('keeps the position when the read failed (504 while waiting)', async () => {
    const { fetch } = stubFetch(
      json({}, 201, { [positionHeader]: '3' }),
      json({ title: 'Timed out waiting for your change', status: 504 }, 504, {
        'content-type': 'application/problem+json',
      }),
    );
    const client = new ApiClient(fetch);
    await client.post<Any, Any>('production', 'jobadmins', {});
    await expect(client.get('production', 'JobAdmins/open')).rejects.toMatchObject({ status: 504 });
    expect(client.pendingPosition).toBe(3);
  });

  it('throws an ApiError with the problem title, field errors and current state', async () => {
    const { fetch } = stubFetch(
      json({ title: 'Invalid e-mail or password', status: 401 }, 401, { 'content-type': 'application/problem+json' }),
      json({ title: 'Bad input', status: 400, errors: [{ field: 'clientName', message: 'Name is required' }] }, 400, {
        'content-type': 'application/problem+json',
      }),
      json({ title: 'Stale', status: 409, current: { version: 7 } }, 409, {
        'content-type': 'application/problem+json',
      }),
    );
    const client = new ApiClient(fetch);
    const login = await client.post<Any, Any>('identity', 'login', {}).catch((e: unknown) => e);
    expect(login).toBeInstanceOf(ApiError);
    expect(login).toMatchObject({
      status: 401,
      title: 'Invalid e-mail or password',
      message: 'Invalid e-mail or password',
    });
    await expect(client.post<Any, Any>('production', 'jobadmins', {})).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'clientName', message: 'Name is required' }],
    });
    await expect(client.put<Any, Any>('production', 'JobAdmins/asfolder', {})).rejects.toMatchObject({
      status: 409,
      current: { version: 7 },
    });
  });

  it('reads 204 as no content and a refusal without a problem body by its status text', async () => {
    const { fetch } = stubFetch(
      new Response(null, { status: 204 }),
      new Response('oops', { status: 502, statusText: 'Bad Gateway' }),
    );
    const client = new ApiClient(fetch);
    await expect(client.delete('identity', 'login')).resolves.toBeUndefined();
    await expect(client.get('identity', 'users')).rejects.toMatchObject({ status: 502, title: 'Bad Gateway' });
  });

  it('holds a read to a live message’s position, or to the user’s own when that is later', async () => {
    const { calls, fetch } = stubFetch(json({}, 200, { [positionHeader]: '50' }), json({}), json({}), json({}));
    const client = new ApiClient(fetch);
    await client.put<Any, Any>('production', 'jobadmins/j1/department', { departmentShortName: 'paint' });
    await client.get('production', 'JobAdmins/open/j2', { position: 40 });
    await client.get('production', 'JobAdmins/open/j2', { position: 60 });
    await client.get('production', 'JobAdmins/open/j2');
    expect(calls.slice(1).map(sentPosition)).toEqual(['50', '60', null]);
  });

  it('asks with If-None-Match and answers undefined when the server says the held copy is current', async () => {
    const { calls, fetch } = stubFetch(
      json([{ jobAdminId: 'a' }], 200, { etag: '"e1"' }),
      new Response(null, { status: 304 }),
    );
    const client = new ApiClient(fetch);
    expect(await client.getIfChanged('production', 'JobAdmins/open', undefined)).toEqual({
      value: [{ jobAdminId: 'a' }],
      etag: '"e1"',
    });
    expect(await client.getIfChanged('production', 'JobAdmins/open', '"e1"')).toBeUndefined();
    expect(new Headers(itemAt(calls, 0).init.headers).get('if-none-match')).toBeNull();
    expect(new Headers(itemAt(calls, 1).init.headers).get('if-none-match')).toBe('"e1"');
  });

  it('reads with the entity tag and writes back with If-Match; a stale write’s 409 carries the tag of its current state', async () => {
    const problem = { 'content-type': 'application/problem+json' };
    const { calls, fetch } = stubFetch(
      json([{ delayId: 'd1' }], 200, { etag: '"4"' }),
      json([{ delayId: 'd1' }, { delayId: 'd2' }], 200, { etag: '"5"' }),
      json({ title: 'Stale', status: 409, current: [{ delayId: 'd9' }], version: 6 }, 409, problem),
      json({ title: 'Stale', status: 409, current: [] }, 409, { ...problem, etag: '"8"' }),
    );
    const client = new ApiClient(fetch);
    expect(await client.getTagged('production', 'Delay')).toEqual({ value: [{ delayId: 'd1' }], etag: '"4"' });
    expect(await client.putTagged<Any, Any>('production', 'Delay', [], '"4"')).toEqual({
      value: [{ delayId: 'd1' }, { delayId: 'd2' }],
      etag: '"5"',
    });
    expect(new Headers(itemAt(calls, 1).init.headers).get('if-match')).toBe('"4"');
    await expect(client.putTagged<Any, Any>('production', 'Delay', [], '"5"')).rejects.toMatchObject({
      status: 409,
      current: [{ delayId: 'd9' }],
      etag: '"6"',
    });
    await expect(client.putTagged<Any, Any>('production', 'Delay', [], null)).rejects.toMatchObject({ etag: '"8"' });
    expect(new Headers(itemAt(calls, 3).init.headers).get('if-match')).toBeNull();
  });

  it('answers the entity tag of what a DELETE leaves', async () => {
    const { calls, fetch } = stubFetch(json([{ reportOptionId: 'r2' }], 200, { etag: '"9"' }));
    const client = new ApiClient(fetch);
    expect(await client.deleteTagged('reports', 'reports/saved/r1')).toEqual({
      value: [{ reportOptionId: 'r2' }],
      etag: '"9"',
    });
    expect(itemAt(calls, 0).init.method).toBe('DELETE');
  });

  it('reports an unreachable server as status 0', async () => {
    const client = new ApiClient((async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch);
    await expect(client.get('identity', 'users')).rejects.toMatchObject({
      status: 0,
      title: 'The server could not be reached',
    });
  });

  it('asks for answers in the app’s language, and words its own failure in it', async () => {
    const { calls, fetch } = stubFetch(json({}), json({}));
    const client = new ApiClient(fetch);
    await client.get('identity', 'users');
    await i18n.changeLanguage('zh');
    try {
      await client.get('identity', 'users');
      expect(calls.map((call) => new Headers(call.init.headers).get('accept-language'))).toEqual(['en', 'zh']);
      await expect(client.get('identity', 'users')).rejects.toMatchObject({ status: 0, title: '无法连接到服务器' });
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
