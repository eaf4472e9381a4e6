import type { RouteEntry } from '@bayline/platform/http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalBayline, startLocalBayline } from '../local.ts';
import { type ApiClient, validJobBody } from '../testing/client.ts';
import {
  arbitraryFor,
  type Fault,
  faultIn,
  faultsIn,
  type JsonSchema,
  type Place,
  toJson,
  withFault,
} from './arbitraries.ts';
import {
  exampleAdminToken,
  type RouteExample,
  type RouteRequest,
  routeExamples,
  routeKey,
  send,
  signedIn,
} from './route-examples.ts';

/**
 * Fuzzing from the schemas: every route of the route table gets bodies, query strings and path parameters
 * generated from its declared schemas plus boundary values, sent by a signed-in owner over HTTP. First each
 * route's valid example with each single field pushed past its bound, then random requests: generated whole
 * from the schemas, or the example with one place replaced. No answer may be a 5xx, every refusal is
 * problem+json, a refused request appends nothing, and whatever was accepted leaves every
 * projector live.
 */
const runsPerRoute = 20;
/**
 * Fastify's router answers longer path parameters itself (414), and Node a URL past 16 kB (431), before Bayline
 * sees them: those answers are the edge's, tested there.
 */
const maxParamLength = 100;
const maxQueryText = 2000;

// Started while the tests are collected: the routes to fuzz are the ones it declares.
const bayline: LocalBayline = await startLocalBayline({ jobsPerLocation: 4, adminToken: exampleAdminToken });
let owner: ApiClient;
let examples: Map<string, RouteExample>;
/** Ids the demo shop has, so generated commands reach their deciders and not only the schemas. */
let known: string[];

beforeAll(async () => {
  owner = await signedIn(bayline.url, 'demo@bayline.test');
  examples = (await routeExamples(bayline.url)).byRoute;
  await owner.post('/api/production/v1/jobadmins', await validJobBody(owner));
  const lists = await Promise.all(
    ['JobAdmins/open', 'departments', 'badges', 'contacts', 'todos', 'notecategories', 'jobclass', 'estimates'].map(
      async (path) => (await owner.read(`/api/production/v1/${path}`)).json as Record<string, unknown>[],
    ),
  );
  known = [
    ...new Set(
      lists.flat().flatMap((item) =>
        Object.entries(item)
          .filter(([key, value]) => /(Id|shortName|ShortName)$/.test(key) && typeof value === 'string' && value)
          .map(([, value]) => value as string),
      ),
    ),
    'HARBOR',
  ];
});
afterAll(async () => {
  await bayline.close();
});

const jsonSchema = (schema: { toJSONSchema(o: object): unknown } | undefined) =>
  schema?.toJSONSchema({ io: 'input', unrepresentable: 'any' }) as JsonSchema | undefined;

/** A path or query value as text; an object of the generator's (even one whose toString is not a function) as JSON. */
const asText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/**
 * A value as a path parameter the router takes: at most its 100 characters once encoded. Cut by code points, so a
 * character outside the BMP is never halved into a lone surrogate (which no URI can hold).
 */
function inPath(value: unknown) {
  const points = Array.from(asText(value)).slice(0, maxParamLength);
  while (encodeURIComponent(points.join('')).length > maxParamLength) points.pop();
  return points.join('');
}

const inQuery = (query: unknown) =>
  query && typeof query === 'object' && !Array.isArray(query)
    ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, asText(v).slice(0, maxQueryText)]))
    : {};

type Part = 'params' | 'query' | 'body';
const parts: Part[] = ['params', 'query', 'body'];
/** Each part of a request: as the example has it, with one fault in it, or generated whole from its schema. */
type Variant = { as: 'example' } | { as: 'fault'; fault: Fault } | { as: 'whole'; value: unknown };
type Generated = Record<Part, Variant> & { ifMatch: string | null };

const maxText: Record<Part, number> = { params: maxParamLength, query: maxQueryText, body: 100_000 };
const schemaOf = (route: RouteEntry, part: Part) => jsonSchema(route.input[part]);
const asExample: Variant = { as: 'example' };

/** Random requests: in each part the example, the example with one generated fault, or a whole generated value. */
function generated(route: RouteEntry, example: RouteRequest): fc.Arbitrary<Generated> {
  const variant = (part: Part): fc.Arbitrary<Variant> => {
    const place: Place = { known, maxText: maxText[part] };
    const schema = schemaOf(route, part);
    return fc.oneof(
      fc.constant(asExample),
      faultIn(example[part] ?? {}, schema, place).map((fault): Variant => ({ as: 'fault', fault })),
      arbitraryFor(schema, place).map((value): Variant => ({ as: 'whole', value })),
    );
  };
  return fc.record({
    params: variant('params'),
    query: variant('query'),
    body: variant('body'),
    ifMatch: fc.option(fc.constantFrom('"0"', '"1"', '"-5"', 'W/"2"', '*', '"9007199254740993"', 'x'.repeat(300))),
  });
}

/** The example with one place at or past its bounds: each place of the body, the path and the query string. */
function faults(route: RouteEntry, example: RouteRequest): Generated[] {
  const only = (part: Part, fault: Fault): Generated => ({
    params: asExample,
    query: asExample,
    body: asExample,
    ifMatch: null,
    [part]: { as: 'fault', fault },
  });
  return [
    { params: asExample, query: asExample, body: asExample, ifMatch: null },
    ...parts.flatMap((part) => faultsIn(example[part] ?? {}, schemaOf(route, part)).map((fault) => only(part, fault))),
  ];
}

const signsOut = (route: RouteEntry) => routeKey(route) === 'DELETE /api/identity/v1/login';

/** Sends a generated request, built on an example made just now (so it names the job's current version). */
async function check(route: RouteEntry, request: Generated) {
  const example = await examples.get(routeKey(route))!.make();
  const value = (part: Part) => {
    const variant = request[part];
    if (variant.as === 'whole') return variant.value;
    return variant.as === 'fault' ? withFault(example[part] ?? {}, variant.fault) : example[part];
  };
  const head = await bayline.adapters.store.headPosition();
  const params = Object.fromEntries(
    Object.entries((value('params') ?? {}) as Record<string, unknown>).map(([k, v]) => [k, inPath(v)]),
  );
  const answer = await send(
    bayline.url,
    route,
    {
      params,
      query: inQuery(value('query')),
      rawBody: toJson(value('body') ?? null),
      headers: { ...example.headers, ...(request.ifMatch ? { 'if-match': request.ifMatch } : {}) },
    },
    owner.cookie,
  );
  if (signsOut(route) && answer.status < 300) owner = await signedIn(bayline.url, 'demo@bayline.test');
  const said = `${routeKey(route)} ${JSON.stringify(request).slice(0, 300)} answered ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, said).toBeLessThan(500);
  if (answer.status >= 300) expect(answer.type, said).toMatch(/^application\/problem\+json/);
  if (answer.status >= 400) expect(await appendedByRequest(head), said).toEqual([]);
}

/**
 * What the request appended after `head`, by type and user. Two appends are not its decision and may land inside
 * its window on a slow machine: workers' (a notice a move asked for, a cycle check, a text's delivery: all as
 * 'system') and the session's activity mark (SessionTouched, at most every 5 minutes of a session, refused or not).
 */
async function appendedByRequest(head: number) {
  const events = await bayline.adapters.store.readAll(head, 1000);
  return events
    .filter((e) => e.metadata.userId !== 'system' && e.type !== 'SessionTouched')
    .map((e) => `${e.type} by ${e.metadata.userId}`);
}

/**
 * Sign-in last: wrong passwords count as failed attempts from this address, and past ten every sign-in is
 * answered 429 for ten minutes, the owner's too (which the suite needs after a sign-out).
 */
const signIn = 'POST /api/identity/v1/login';
const fuzzOrder = [
  ...bayline.bayline.routes.filter((r) => routeKey(r) !== signIn),
  ...bayline.bayline.routes.filter((r) => routeKey(r) === signIn),
];

describe('every route, fuzzed from its schemas', () => {
  it('has an example for every route', () => {
    expect(bayline.bayline.routes.map(routeKey).filter((key) => !examples.has(key))).toEqual([]);
  });

  it.each(fuzzOrder.map((route) => [routeKey(route), route] as const))(
    '%s: no 5xx, refusals are problem+json and append nothing, projectors stay live',
    async (key, route) => {
      const example = await examples.get(key)!.make();
      for (const request of faults(route, example)) await check(route, request);
      await fc.assert(
        fc.asyncProperty(generated(route, example), (request) => check(route, request)),
        // A route that takes nothing from the client varies only in its headers.
        { numRuns: Object.keys(route.input).length ? runsPerRoute : 4 },
      );
      // Whatever was accepted, every projector took it and is still live (a rebuild asked for runs on after its
      // answer: it ends first).
      const runner = bayline.bayline.runner!;
      await vi.waitFor(
        async () => expect((await runner.status()).filter((p) => p.status === 'rebuilding')).toEqual([]),
        {
          timeout: 20_000,
        },
      );
      await runner.caughtUp(undefined, 20_000);
      expect((await runner.status()).filter((p) => p.status !== 'live')).toEqual([]);
    },
  );
});
