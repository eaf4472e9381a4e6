import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderText {
  sid: string;
  to: string;
  from: string;
  body: string;
  /** The `MediaUrl` fields, in order. */
  mediaUrls: string[];
  idempotencyKey: string;
}

/**
 * A Twilio-style SMS provider on a free port of 127.0.0.1, for tests: it takes texts posted form-encoded with basic
 * auth, finds them again by idempotency key, and can be told to fail the next sends (`failNext`) or to fail after
 * accepting a text (`loseAnswers`, as when Bayline crashes between the provider's answer and recording it).
 */
export async function fakeSmsProvider(account = 'AC-test', token = 'test-token') {
  const texts: ProviderText[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  let lostAnswers = 0;
  const prefix = `/2010-04-01/Accounts/${account}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${account}:${token}`).toString('base64')}`;

  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== prefix) return answer(404, { message: 'Not found' });
    if (request.headers.authorization !== expectedAuth) return answer(401, { message: 'Authenticate' });
    if (request.method === 'GET') {
      const key = url.searchParams.get('IdempotencyKey');
      return answer(200, { messages: texts.filter((t) => t.idempotencyKey === key) });
    }
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (failures.count > 0) {
        failures.count -= 1;
        return answer(failures.status, { message: 'The provider is unavailable' });
      }
      const form = new URLSearchParams(body);
      // Like Twilio, a second post of a key is a second text: only the adapter's look-up keeps it from happening.
      const idempotencyKey = String(request.headers['idempotency-key'] ?? '');
      const text = {
        sid: `SM${texts.length + 1}`,
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        mediaUrls: form.getAll('MediaUrl'),
        idempotencyKey,
      };
      texts.push(text);
      if (lostAnswers > 0) {
        lostAnswers -= 1;
        response.destroy();
        return;
      }
      answer(201, text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    account,
    token,
    /** Every text the provider accepted, oldest first. */
    texts,
    failNext(count: number, status = 503) {
      failures = { count, status };
    },
    /** The next `count` texts are accepted but their answer never arrives. */
    loseAnswers(count: number) {
      lostAnswers = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
