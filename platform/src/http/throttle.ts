import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Refusal } from '@bayline/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AttemptCounter, AttemptLimit, Taken } from '../attempts/port.ts';

/**
 * A route where a secret is tried (password, API key, admin token) declares `throttle`: its 401 and 403
 * answers count as failed attempts per client address; the 11th is refused. Where the request names an account
 * (sign-in) the refusal is per account and address pair instead, with a ten times larger allowance per address
 * against spraying many accounts: one clerk's typos never lock out the rest of a shop behind the same router.
 * The account itself is never refused, so nobody who knows an address can lock its owner out: its failures from
 * any address slow each later try on it, and a burst of them is told to `onRepeatedFailures` (a mail to the owner).
 */
export interface Throttle {
  name: string;
  account?: (request: FastifyRequest) => string | undefined;
  /** Only requests that try the secret count (a route that also takes a session: only those sending the token). */
  tries?: (request: FastifyRequest) => boolean;
  /**
   * Every request counts against the account, and past the limit it is refused: a route that mails the account
   * (a reset link) whatever it answers. Its address still counts refusals only, so one office can help many users.
   */
  everyRequestPerAccount?: boolean;
  /** Told once per window when an account's failures reach the limit (the first burst, not every attempt). */
  onRepeatedFailures?: (account: string, request: FastifyRequest) => Promise<void>;
}

/** The account a request tries, with its failures in the window (this attempt counted in). */
interface TriedAccount {
  throttle: Throttle;
  account: string;
  key: string;
  failures: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    throttle?: Throttle;
  }
  interface FastifyRequest {
    attemptKeys?: string[];
    triedAccount?: TriedAccount;
  }
}

/** 10 failures in 10 minutes, per address and per account (README "Sessions and sign-in"). */
export const failedAttemptLimit: AttemptLimit = { max: 10, windowMs: 10 * 60_000 };

/** Where refusals are per account and address pair, an address may fail this many times the limit (many accounts). */
const addressAllowanceFactor = 10;

/**
 * How long a try on an account waits, given the failures on it before: nothing for the first five, then a quarter
 * second doubling with each failure, at most 4 s. Guessing stays slow from many addresses; the owner still gets in.
 */
export function accountSlowdown(failures: number): number {
  return failures < 5 ? 0 : Math.min(4_000, 250 * 2 ** (failures - 5));
}

/** An IPv6 client is one /64 (what one subscriber gets); an IPv4 one is its address. */
export function clientAddressKey(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4?.[1]) return v4[1];
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
export function registerThrottle(
  app: FastifyInstance,
  options: { counter: AttemptCounter; limit?: AttemptLimit; slowdown?: (failures: number) => number },
) {
  const { counter, limit = failedAttemptLimit, slowdown = accountSlowdown } = options;

  app.addHook('preValidation', async (request) => {
    const throttle = request.routeOptions.config?.throttle;
    if (!throttle || (throttle.tries && !throttle.tries(request))) return;
    const account = throttle.account?.(request);
    const client = clientAddressKey(request.ip);
    const address = `${throttle.name}:address:${client}`;
    const accountHash = account && createHash('sha256').update(account).digest('base64url');
    const accountKey = accountHash && `${throttle.name}:account:${accountHash}`;
    const pair = accountHash && !throttle.everyRequestPerAccount && `${throttle.name}:pair:${client}:${accountHash}`;
    const taken = pair
      ? await takeBoth(counter, [pair], limit, [address], { ...limit, max: limit.max * addressAllowanceFactor })
      : await counter.take(accountKey ? [address, accountKey] : [address], limit);
    if (!taken.allowed) {
      const minutes = Math.ceil(taken.retryAfterMs / 60_000);
      throw new Refusal('TooManyAttempts', 'Too many failed attempts', {
        detail: `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        retryAfter: Math.max(1, Math.ceil(taken.retryAfterMs / 1000)),
      });
    }
    // The attempts to give back if the request turns out not to be a failure.
    request.attemptKeys = pair ? [pair, address] : [address];
    if (!account || !accountKey || throttle.everyRequestPerAccount) return;
    const failures = await counter.count(accountKey, limit.windowMs);
    request.attemptKeys.push(accountKey);
    request.triedAccount = { throttle, account, key: accountKey, failures };
    const wait = slowdown(failures - 1);
    if (wait > 0) await sleep(wait);
  });

  // Once per window, not per attempt: the first failure that brings the account to the limit tells.
  async function tell(request: FastifyRequest, tried: TriedAccount) {
    if (!tried.throttle.onRepeatedFailures || tried.failures < limit.max) return;
    const told = await counter.take([`${tried.key}:told`], { max: 1, windowMs: limit.windowMs });
    // Not waited for: a slow mail server does not hold the answer.
    if (told.allowed)
      void tried.throttle
        .onRepeatedFailures(tried.account, request)
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'the owner of an account could not be told of failed attempts on it'),
        );
  }

  // Settled before the answer leaves (so the client's next attempt sees it), or when a streamed answer ends.
  async function settle(request: FastifyRequest, status: number) {
    const keys = request.attemptKeys;
    const tried = request.triedAccount;
    request.attemptKeys = undefined;
    request.triedAccount = undefined;
    if (keys && !failed(status)) await counter.giveBack(keys);
    else if (keys && tried) await tell(request, tried);
  }
  app.addHook('onSend', async (request, reply) => settle(request, reply.statusCode));
  app.addHook('onResponse', async (request, reply) => settle(request, reply.statusCode));
}

/** Takes an attempt on both sets of keys, each under its own limit, or on neither. */
async function takeBoth(
  counter: AttemptCounter,
  first: readonly string[],
  firstLimit: AttemptLimit,
  second: readonly string[],
  secondLimit: AttemptLimit,
): Promise<Taken> {
  const taken = await counter.take(first, firstLimit);
  if (!taken.allowed) return taken;
  const also = await counter.take(second, secondLimit);
  if (!also.allowed) await counter.giveBack(first);
  return also;
}
