import { identityCommands } from '@bayline/command-service';
import { type Area, allows, areas, Level } from '@bayline/contracts';
import type { RouteEntry } from '@bayline/platform/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBayline, startLocalBayline } from '../local.ts';
import {
  type Answer,
  exampleAdminToken,
  type RouteExample,
  routeExamples,
  routeKey,
  send,
  signedIn,
} from './route-examples.ts';

/**
 * The authorization matrix, generated from the route table: every route × anonymous, a user who has not signed
 * the licence agreement, a user with each permission level (1 no access, 2 write, 4 read, 8 complete only) in the
 * route's area, and a user of another location. Any success, or any of BAYVIEW's data, where a refusal is due
 * fails the test; the owner (or support, where only support may) gets each route's example through.
 */

// Started while the tests are collected: the matrix's rows are the routes it declares.
const bayline: LocalBayline = await startLocalBayline({ jobsPerLocation: 4, adminToken: exampleAdminToken });
const routes = bayline.bayline.routes;
const levels = [Level.noAccess, Level.write, Level.read, Level.completeOnly] as const;
const roleFor: Record<(typeof levels)[number], (area: Area) => string[]> = {
  [Level.noAccess]: () => [],
  [Level.write]: (area) => [`${area}-writer`],
  [Level.read]: (area) => [`${area}-reader`],
  [Level.completeOnly]: (area) => [`${area}-completer`],
};
const everyRight = areas.map((area) => `${area}-writer`);

let examples: Map<string, RouteExample>;
/** The BAYVIEW job the examples act on. */
let jobAdminId: string;
/** Session cookies by who they are. */
const cookies = new Map<string, string>();

/** Users made for the matrix through the identity commands, as an administrator would add them. */
const users = [
  { email: 'unsigned@matrix.test', roles: everyRight, location: 'BAYVIEW', eula: false },
  { email: 'elsewhere@matrix.test', roles: everyRight, location: 'HARBOR', eula: true },
  { email: 'support@matrix.test', roles: ['support'], location: 'BAYVIEW', eula: true },
  ...[...new Set(routes.flatMap((r) => (typeof r.access === 'object' ? [r.access.area] : [])))].flatMap((area) =>
    levels.map((level) => ({
      email: `${area}-${level}@matrix.test`,
      roles: roleFor[level](area),
      location: 'BAYVIEW',
      eula: true,
    })),
  ),
];

beforeAll(async () => {
  const identity = identityCommands(bayline.bayline.commandDeps);
  const ctx = { userId: 'matrix', locationShortName: 'BAYVIEW', now: new Date(), correlationId: 'access-matrix' };
  for (const user of users) {
    const { state } = await identity.register(ctx, {
      email: user.email,
      password: 'bayline-demo',
      firstName: 'Matrix',
      lastName: (user.email.split('@')[0] ?? '').slice(0, 25),
      roles: user.roles,
      locationShortNames: [user.location],
      mfaMethod: 'None',
    });
    if (user.eula) await identity.signEula(ctx, state.userId);
  }
  await bayline.bayline.runner!.caughtUp();
  for (const { email } of [...users, { email: 'demo@bayline.test' }])
    cookies.set(email, (await signedIn(bayline.url, email)).cookie);
  ({ byRoute: examples, jobAdminId } = await routeExamples(bayline.url));
}, 120_000);
afterAll(async () => {
  await bayline.close();
});

interface Due {
  who: string;
  cookie: string;
  /** The statuses that are a refusal for this user. */
  refused: number[];
}

/** Who must be refused on a route, and how. */
function refusalsDue(route: RouteEntry, example: RouteExample): Due[] {
  const access = route.access;
  if (access === 'public')
    return example.anonymous ? [{ who: 'anonymous', cookie: '', refused: [example.anonymous] }] : [];
  if (access === 'admin')
    return ['anonymous', 'demo@bayline.test'].map((who) => ({
      who: `${who} without the admin token`,
      cookie: cookies.get(who) ?? '',
      refused: [403],
    }));
  const due: Due[] = [{ who: 'anonymous', cookie: '', refused: [401] }];
  if (access === 'session') return due;
  due.push({
    who: 'a user who has not signed the licence',
    cookie: cookies.get('unsigned@matrix.test')!,
    refused: [403],
  });
  if (typeof access === 'object')
    for (const level of levels)
      if (!allows(level, access.need))
        due.push({
          who: `${access.area} level ${level}`,
          cookie: cookies.get(`${access.area}-${level}@matrix.test`)!,
          refused: [403],
        });
  if (example.by === 'support')
    due.push({ who: 'the owner', cookie: cookies.get('demo@bayline.test')!, refused: [403] });
  return due;
}

const isJson = (answer: Answer) => /^application\/problem\+json/.test(answer.type);

/** The session of `email`: a fresh one for signing out, so the matrix's own sessions stay open. */
const sessionOf = async (route: RouteEntry, email: string) =>
  routeKey(route) === 'DELETE /api/identity/v1/login'
    ? (await signedIn(bayline.url, email)).cookie
    : (cookies.get(email) ?? (await signedIn(bayline.url, email)).cookie);

describe('the access matrix', () => {
  it('has an example for every route', () => {
    expect(routes.map(routeKey).filter((key) => !examples.has(key))).toEqual([]);
  });

  it.each(routes.map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    const example = examples.get(key)!;
    const wrong: string[] = [];
    const head = () => bayline.adapters.store.headPosition();

    for (const due of refusalsDue(route, example)) {
      const request = await example.make();
      const before = await head();
      // Without the example's own credentials (the uploader's key, the admin token): only the session speaks.
      const answer = await send(bayline.url, route, { ...request, headers: {} }, due.cookie);
      if (!due.refused.includes(answer.status) || !isJson(answer) || (await head()) !== before)
        wrong.push(`${due.who}: ${answer.status} ${answer.text.slice(0, 200)}`);
    }

    // Another location's user acts in their own location: never on BAYVIEW's job, never seeing its data, not
    // even when the version they send is stale.
    if (route.access !== 'public') {
      const request = await example.make();
      const body = request.body as Record<string, unknown> | undefined;
      const stale = {
        ...request,
        headers: { ...request.headers, 'if-match': '"0"' },
        body: body && typeof body === 'object' && 'version' in body ? { ...body, version: 0 } : request.body,
      };
      for (const [how, sent] of [
        ['', request],
        [', stale version', stale],
      ] as const) {
        const answer = await send(bayline.url, route, sent, await sessionOf(route, 'elsewhere@matrix.test'));
        const who = `a user of another location${how}`;
        if (JSON.stringify(sent).includes(jobAdminId) && ![403, 404].includes(answer.status))
          wrong.push(`${who}, on BAYVIEW's job: ${answer.status} ${answer.text.slice(0, 200)}`);
        for (const marker of ['BAYVIEW', jobAdminId, 'Test Customer'])
          if (answer.text.includes(marker)) wrong.push(`${who} saw ${marker}: ${answer.status}`);
      }
    }

    // The example goes through for whom the route is meant: the access checks refuse no more than they should.
    const allowed = example.by === 'support' ? 'support@matrix.test' : 'demo@bayline.test';
    const answer = await send(bayline.url, route, await example.make(), await sessionOf(route, allowed));
    if (example.answers ? answer.status !== example.answers : answer.status >= 300)
      wrong.push(`${allowed}, the example: ${answer.status} ${answer.text.slice(0, 200)}`);

    expect(wrong).toEqual([]);
  });
});
