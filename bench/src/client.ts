import { Agent, type IncomingHttpHeaders, request } from 'node:http';

/** What Bayline answers: the status, the headers, the body (JSON when it says so, else text) and its size. */
export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
  bytes: number;
}

const positionHeader = 'x-bayline-position';
const requestTimeoutMs = 10_000;
/**
 * node:http with keep-alive rather than fetch: on this machine fetch spent ~800 µs of client CPU per request
 * against ~170 µs here, and the client shares the 2 cores with the server it measures.
 */
const keepAlive = new Agent({ keepAlive: true });

type Method = 'GET' | 'POST' | 'PUT';

/** One HTTP exchange with Bayline; Origin is always sent, as a browser on Bayline's own page would. */
export function send(
  base: string,
  method: Method,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { accept: 'application/json', origin: base, ...options.headers };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const req = request(base + path, { method, headers, agent: keepAlive, timeout: requestTimeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = raw.toString('utf8');
        const json = (res.headers['content-type'] ?? '').includes('json') && text !== '';
        try {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: json ? JSON.parse(text) : text,
            bytes: raw.length,
          });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within ${requestTimeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A cookie pair's name: what stands before its first '='. */
const cookieName = (pair: string) => pair.split('=')[0] ?? '';

/** The session cookie pairs (name=value) a reply sets, merged over the ones already held. */
function withCookies(current: string, reply: Reply): string {
  const pairs = new Map(
    current
      .split('; ')
      .filter(Boolean)
      .map((pair) => [cookieName(pair), pair] as const),
  );
  for (const line of reply.headers['set-cookie'] ?? []) {
    const pair = line.split(';')[0] ?? '';
    pairs.set(cookieName(pair), pair);
  }
  return [...pairs.values()].join('; ');
}

/** The HTTP API as one signed-in browser uses it: every call sends the session cookie. */
export function apiClient(base: string, cookie: string) {
  const api = {
    base,
    cookie,
    call(
      method: Method,
      path: string,
      options: { body?: unknown; position?: number; headers?: Record<string, string> } = {},
    ): Promise<Reply> {
      const headers: Record<string, string> = { cookie: api.cookie, ...options.headers };
      if (options.position !== undefined) headers[positionHeader] = String(options.position);
      return send(base, method, path, { body: options.body, headers });
    },
  };
  return api;
}

export type ApiClient = ReturnType<typeof apiClient>;

export const isOk = (reply: Reply) => reply.status >= 200 && reply.status < 300;

export const describe = (reply: Reply) => `${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;

/** The position a command answered with, for a read that wants to see its own write. */
export function positionOf(reply: Reply): number {
  const position = Number(reply.headers[positionHeader]);
  if (!Number.isInteger(position) || position <= 0) throw new Error(`No ${positionHeader} in the answer`);
  return position;
}

/** Signs in over the API; with a location, this session then works there (each session keeps its own). */
export async function signIn(
  base: string,
  credentials: { email: string; password: string },
  location?: string,
): Promise<ApiClient> {
  const login = await send(base, 'POST', '/api/identity/v1/login', { body: credentials });
  if (login.status !== 200) throw new Error(`Login answered ${describe(login)}`);
  const api = apiClient(base, withCookies('', login));
  if (!api.cookie) throw new Error('Login set no cookie');
  if (location) {
    const selected = await api.call('PUT', `/api/identity/v1/locations/select/${location}`);
    if (!isOk(selected)) throw new Error(`Selecting ${location} answered ${describe(selected)}`);
    api.cookie = withCookies(api.cookie, selected);
  }
  return api;
}

/**
 * One Server-Sent Events client on /updateHub, parsed by hand: remembers when each item's first
 * ReceiveMessage arrived (the instant its chunk was read) and wakes whoever waits for it.
 */
export async function openHub(base: string, cookie: string) {
  const arrivals = new Map<string, number>();
  const waiters = new Map<string, (at: number) => void>();
  let messages = 0;
  let resets = 0;
  let ended: string | undefined;
  let closing = false;
  let buffer = '';
  let greeted: () => void = () => {};
  let refused: (error: Error) => void = () => {};
  const hello = new Promise<void>((resolve, reject) => {
    greeted = resolve;
    refused = reject;
  });

  const onFrame = (frame: string, at: number) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (event === 'hello') greeted();
    if (event === 'reset') resets++;
    if (event !== 'ReceiveMessage') return;
    messages++;
    const { ItemId } = JSON.parse(data.join('\n')) as { ItemId: string };
    if (arrivals.has(ItemId)) return;
    arrivals.set(ItemId, at);
    waiters.get(ItemId)?.(at);
  };

  // Its own socket (no agent): a stream holds its connection for as long as it is open.
  const req = request(`${base}/updateHub`, {
    headers: { cookie, accept: 'text/event-stream', origin: base },
    agent: false,
  });
  req.on('response', (res) => {
    if (res.statusCode !== 200) {
      refused(new Error(`/updateHub answered ${res.statusCode}`));
      res.resume();
      return;
    }
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      const at = performance.now();
      buffer += chunk;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end < 0) break;
        onFrame(buffer.slice(0, end), at);
        buffer = buffer.slice(end + 2);
      }
    });
    res.on('end', () => {
      if (!closing) ended = 'the server ended the stream';
    });
    res.on('error', (error) => {
      if (!closing) ended = String(error);
    });
  });
  req.on('error', (error) => {
    if (!closing) ended = String(error);
    refused(error);
  });
  req.end();

  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('/updateHub sent no hello within 5 s')), 5_000);
  });
  try {
    await Promise.race([hello, silent]);
  } catch (error) {
    closing = true;
    req.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }

  return {
    /** performance.now() when the item's push arrived, or undefined after timeoutMs. */
    arrival(itemId: string, timeoutMs: number): Promise<number | undefined> {
      const known = arrivals.get(itemId);
      if (known !== undefined) return Promise.resolve(known);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters.delete(itemId);
          resolve(undefined);
        }, timeoutMs);
        waiters.set(itemId, (at) => {
          clearTimeout(timer);
          waiters.delete(itemId);
          resolve(at);
        });
      });
    },
    /** ReceiveMessage and reset frames seen, and why the stream ended if it did before close(). */
    state: () => ({ messages, resets, ended }),
    close() {
      closing = true;
      req.destroy();
    },
  };
}

export type Hub = Awaited<ReturnType<typeof openHub>>;
