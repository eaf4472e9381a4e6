import { readFileSync } from 'node:fs';
import { openApiPath, type RouteEntry } from '@bayline/platform/http';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from './hardening/route-examples.ts';
import { localShop } from './testing/fixture.ts';

const { bayline } = localShop();
let document: {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: unknown;
        responses: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
};

beforeAll(async () => {
  document = (await (await fetch(`${bayline.url}/api/openapi.json`)).json()) as typeof document;
});

const operationOf = (route: RouteEntry) => document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
const successes = (route: RouteEntry) =>
  Object.keys(route.answers ?? {})
    .filter((status) => status.startsWith('2') || status.startsWith('3'))
    .sort();

/** A row of a table in docs/api.md: its method, its path as the route's tail, and what its answer column says. */
interface DocumentedRoute {
  method: string;
  path: string;
  answer: string;
}

/** `jobadmins/{id}/todos?x=` or `/api/x/v1/a/{b\|c}`: lower case, parameters as `{}`, no query string. */
const pathShape = (path: string) =>
  path
    .replace(/\?.*$/, '')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/^\/?(api\/[a-z]+\/v1\/)?/i, '')
    .replace(/\/$/, '')
    .toLowerCase();

const cellsOf = (row: string) =>
  row
    .replace(/\\\|/g, '¦')
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

/**
 * Every row of docs/api.md's tables whose first cell is a method, with the cell of its table's `answer` column;
 * `[/{x}]` in a path stands for the path with and without it.
 */
function documentedRoutes(): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  let answerColumn = -1;
  for (const line of readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8').split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = cellsOf(line);
    if (cells[0] === 'method') answerColumn = cells.indexOf('answer');
    if (!/^(GET|POST|PUT|PATCH|DELETE)$/.test(cells[0] ?? '')) continue;
    const [method = '', path = ''] = cells;
    const answer = cells[answerColumn] ?? '';
    const optional = /\[(\/[^\]]+)\]/.exec(path);
    const variants = optional ? [path.replace(optional[0], ''), path.replace(optional[0], optional[1] ?? '')] : [path];
    for (const variant of variants) routes.push({ method, path: pathShape(variant.replace(/`/g, '')), answer });
  }
  return routes;
}

/** The success status an answer cell names (`201 Media[]`, `admin writers: 202 ...`), 200 when it names none. */
const documentedStatus = (answer: string) => /(?<![\w.])(20[0-9])(?![\w.])/.exec(answer)?.[1] ?? '200';

describe('the OpenAPI description', () => {
  it('validates as OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('lists every route with its input', () => {
    for (const route of bayline.bayline.routes) {
      const operation = operationOf(route);
      expect(operation, routeKey(route)).toBeDefined();
      const parameters = (operation?.parameters ?? []).map((p) => `${p.in} ${p.name}`).sort();
      const declared = [
        ...Object.keys(route.input.params?.shape ?? {}).map((name) => `path ${name}`),
        ...Object.keys(route.input.query?.shape ?? {}).map((name) => `query ${name}`),
      ].sort();
      expect(parameters, routeKey(route)).toEqual(declared);
      expect(!!operation?.requestBody, routeKey(route)).toBe(!!route.input.body);
    }
  });

  it('lists every route with its answers', () => {
    const withoutAnswers = bayline.bayline.routes.filter((route) => !successes(route).length).map(routeKey);
    expect(withoutAnswers).toEqual([]);
    for (const route of bayline.bayline.routes) {
      const responses = operationOf(route)?.responses ?? {};
      for (const status of successes(route)) expect(responses[status], `${routeKey(route)} ${status}`).toBeDefined();
      expect(responses['500']?.content, routeKey(route)).toHaveProperty(['application/problem+json']);
    }
  });

  it('agrees with docs/api.md: every route is there with its success status', () => {
    const documented = documentedRoutes();
    const differences: string[] = [];
    for (const route of bayline.bayline.routes) {
      const row = documented.find((d) => d.method === route.method && d.path === pathShape(openApiPath(route.url)));
      if (!row) {
        differences.push(`${routeKey(route)}: not in docs/api.md`);
        continue;
      }
      const status = documentedStatus(row.answer);
      if (!successes(route).includes(status))
        differences.push(`${routeKey(route)}: docs/api.md says ${status}, the route answers ${successes(route)}`);
    }
    expect(differences).toEqual([]);
  });
});

describe('the docs page', () => {
  it('is served from Bayline itself, with a policy that lets in its own scripts only', async () => {
    const page = await fetch(`${bayline.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*(unsafe|https?:)/);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\//);
      const answer = await fetch(`${bayline.url}${asset}`);
      expect(answer.status, asset).toBe(200);
      expect(answer.headers.get('content-type'), asset).toMatch(/^text\/(css|javascript)/);
    }
  });
});
