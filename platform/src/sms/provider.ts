import {
  mediaUrlsOf,
  type OutgoingText,
  type SentText,
  type SmsPort,
  signatureMatches,
  TextRefusedError,
} from './port.ts';

export interface ProviderOptions {
  /** The API's base address, e.g. https://api.twilio.com. */
  url: string;
  /** Account SID. */
  account: string;
  /** Auth token: the API's password and the key inbound requests are signed with. */
  token: string;
  /** Per request; a provider that does not answer in time counts as a failed try. */
  timeoutMs?: number;
}

const e164 = (digits: string) => `+1${digits}`;

/**
 * A Twilio-style REST provider: texts are POSTed form-encoded to `{url}/2010-04-01/Accounts/{account}/Messages.json`
 * with basic auth and an `Idempotency-Key` header carrying the message id; each file it carries is one `MediaUrl`
 * the provider fetches (a file without a link is left out). Before sending, the adapter asks the
 * provider for a text with that key, so a retry after a crash between the provider's answer and Bayline recording
 * it finds the text already sent and does not send it again.
 */
export function createProviderSms(options: ProviderOptions): SmsPort {
  const messages = `${options.url.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.account)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${options.account}:${options.token}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(url: string, init: RequestInit = {}) {
    const response = await fetch(url, {
      ...init,
      headers: { authorization: auth, accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      // A gateway's HTML error page: the status says enough.
    }
    return { status: response.status, json };
  }

  const reasonOf = (status: number, json: Record<string, unknown>) =>
    `The SMS provider answered ${status}${typeof json.message === 'string' ? `: ${json.message}` : ''}`;

  // Sends of one id are taken in turn, so the second finds the first's text instead of posting another.
  const sending = new Map<string, Promise<unknown>>();
  async function sendOnce(text: OutgoingText): Promise<SentText> {
    const found = await call(`${messages}?IdempotencyKey=${encodeURIComponent(text.id)}`);
    if (found.status !== 200) throw new Error(reasonOf(found.status, found.json));
    const earlier = (found.json.messages as { sid?: string }[] | undefined)?.[0];
    if (earlier?.sid) return { providerId: earlier.sid, duplicate: true };

    const sent = await call(messages, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': text.id },
      body: new URLSearchParams([
        ['To', e164(text.to)],
        ['From', e164(text.from)],
        ['Body', text.body],
        ...mediaUrlsOf(text).map((url): [string, string] => ['MediaUrl', url]),
      ]).toString(),
    });
    if (sent.status >= 200 && sent.status < 300 && typeof sent.json.sid === 'string')
      return { providerId: sent.json.sid, duplicate: false };
    // A refusal of this text (4xx other than throttling) will not change on a retry; anything else may.
    if (sent.status >= 400 && sent.status < 500 && sent.status !== 429)
      throw new TextRefusedError(reasonOf(sent.status, sent.json));
    throw new Error(reasonOf(sent.status, sent.json));
  }

  return {
    send(text) {
      const earlier = sending.get(text.id) ?? Promise.resolve();
      const mine = earlier.catch(() => undefined).then(() => sendOnce(text));
      const settled = mine.catch(() => undefined);
      sending.set(text.id, settled);
      void settled.then(() => {
        if (sending.get(text.id) === settled) sending.delete(text.id);
      });
      return mine;
    },
    verifyInbound: (url, form, signature) => signatureMatches(options.token, url, form, signature),
    async close() {},
  };
}
