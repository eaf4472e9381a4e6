import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { Refusal } from '@bayline/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AttemptCounter, AttemptLimit } from '../attempts/port.ts';

/**
 * A route where a secret is tried (password, API key, admin token) declares `throttle`: its 401 and 403
 * answers count as failed attempts per client address and, when `account` names one, per account.
 */
export interface Throttle {
  name: string;
  account?: (request: FastifyRequest) => string | undefined;
  /** Only requests that try the secret count (a route that also takes a session: only those sending the token). */
  tries?: (request: FastifyRequest) => boolean;
  /**
   * Every request counts against the account, not only refused ones: a route that mails the account (a reset
   * link) whatever it answers. Its address still counts refusals only, so one office can help many users.
   */
  everyRequestPerAccount?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    throttle?: Throttle;
  }
  interface FastifyRequest {
    attemptKeys?: string[];
  }
}

/** 10 failures in 10 minutes, per address and per account (README "Sessions and sign-in"). */
export const failedAttemptLimit: AttemptLimit = { max: 10, windowMs: 10 * 60_000 };

/** An IPv6 client is one /64 (what one subscriber gets); an IPv4 one is its address. */
export function clientAddressKey(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return v4[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const failed = (status: number) => status === 401 || status === 403;

/**
 * Counts attempts before the secret is checked and gives back those that did not fail, so parallel guesses
 * are held to the limit and honest traffic is never throttled. Over the limit: 429 with Retry-After.
 */
export function registerThrottle(app: FastifyInstance, options: { counter: AttemptCounter; limit?: AttemptLimit }) {
  const { counter, limit = failedAttemptLimit } = options;

  app.addHook('preValidation', async (request) => {
    const throttle = request.routeOptions.config?.throttle;
    if (!throttle || (throttle.tries && !throttle.tries(request))) return;
    const account = throttle.account?.(request);
    const keys = [`${throttle.name}:address:${clientAddressKey(request.ip)}`];
    if (account) keys.push(`${throttle.name}:account:${createHash('sha256').update(account).digest('base64url')}`);
    const taken = await counter.take(keys, limit);
    if (taken.allowed) {
      // The attempts to give back if the request turns out not to be a failure.
      request.attemptKeys = throttle.everyRequestPerAccount ? keys.slice(0, 1) : keys;
      return;
    }
    const minutes = Math.ceil(taken.retryAfterMs / 60_000);
    throw new Refusal(429, 'Too many failed attempts', {
      detail: `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfter: Math.max(1, Math.ceil(taken.retryAfterMs / 1000)),
    });
  });

  // Settled before the answer leaves (so the client's next attempt sees it), or when a streamed answer ends.
  async function settle(request: FastifyRequest, status: number) {
    const keys = request.attemptKeys;
    request.attemptKeys = undefined;
    if (keys && !failed(status)) await counter.giveBack(keys);
  }
  app.addHook('onSend', async (request, reply) => settle(request, reply.statusCode));
  app.addHook('onResponse', async (request, reply) => settle(request, reply.statusCode));
}
