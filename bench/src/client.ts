/** What Bayline answers: the status, the headers and the body (JSON when it says so, else text). */
export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

const positionHeader = 'x-bayline-position';
const requestTimeoutMs = 10_000;

/** The HTTP API as one signed-in browser uses it: every call sends the session cookie (global fetch keeps sockets alive). */
export function apiClient(base: string, cookie: string) {
  return {
    cookie,
    async call(
      method: 'GET' | 'POST' | 'PUT',
      path: string,
      options: { body?: unknown; position?: number } = {},
    ): Promise<Reply> {
      const headers: Record<string, string> = { cookie, accept: 'application/json' };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.position !== undefined) headers[positionHeader] = String(options.position);
      const response = await fetch(base + path, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const text = await response.text();
      const json = (response.headers.get('content-type') ?? '').includes('json') && text !== '';
      return { status: response.status, headers: response.headers, body: json ? JSON.parse(text) : text };
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

export const isOk = (reply: Reply) => reply.status >= 200 && reply.status < 300;

/** The position a command answered with, for a read that wants to see its own write. */
export function positionOf(reply: Reply): number {
  const position = Number(reply.headers.get(positionHeader));
  if (!Number.isInteger(position) || position <= 0) throw new Error(`No ${positionHeader} in the answer`);
  return position;
}

export async function signIn(base: string, credentials: { email: string; password: string }): Promise<ApiClient> {
  const response = await fetch(`${base}/api/identity/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  if (response.status !== 200) throw new Error(`Login answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('Login set no cookie');
  return apiClient(base, cookie);
}

/**
 * One Server-Sent Events client on /updateHub, parsed by hand: remembers when each item's first
 * ReceiveMessage arrived (the instant its chunk was read) and wakes whoever waits for it.
 */
export async function openHub(base: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/updateHub`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`/updateHub answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const arrivals = new Map<string, number>();
  const waiters = new Map<string, (at: number) => void>();
  let messages = 0;
  let resets = 0;
  let ended: string | undefined;
  let greeted: () => void = () => {};
  const hello = new Promise<void>((resolve) => {
    greeted = resolve;
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

  const reading = (async () => {
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        ended = 'the server ended the stream';
        return;
      }
      const at = performance.now();
      buffer += decoder.decode(value, { stream: true });
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end < 0) break;
        onFrame(buffer.slice(0, end), at);
        buffer = buffer.slice(end + 2);
      }
    }
  })().catch((error) => {
    if (!controller.signal.aborted) ended = String(error);
  });

  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('/updateHub sent no hello within 5 s')), 5_000);
  });
  try {
    await Promise.race([hello, silent]);
  } catch (error) {
    controller.abort();
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
    async close() {
      controller.abort();
      await reading;
    },
  };
}
