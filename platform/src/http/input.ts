import { type FieldError, fieldErrors, invalid, zodLocale } from '@bayline/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RouteAccess } from './access.ts';
import type { RouteAnswers } from './answers.ts';
import { requestLanguage } from './language.ts';

/**
 * What a route takes from a client, each part a schema from `contracts` that bounds every value in it.
 * Parts a route does not declare never reach it (an undeclared body or query string is ignored).
 */
export interface RouteInput {
  body?: z.ZodType;
  params?: z.ZodObject;
  query?: z.ZodObject;
}

type Output<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The Fastify route generic of a route whose input the shared hook has validated: handlers read typed values. */
export interface Validated<I extends RouteInput> {
  Body: Output<I['body']>;
  Params: Output<I['params']>;
  Querystring: Output<I['query']>;
}

/** A route as declared: how tests and the OpenAPI document enumerate every route with its access, input and answers. */
export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  input: RouteInput;
  answers?: RouteAnswers;
  /** Throttled routes refuse with 429 after too many failed attempts. */
  throttled: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    input?: RouteInput;
  }
}

const pathParameters = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].flatMap((m) => m.slice(1));

/**
 * Every /api route declares its input next to its access, and a route whose path names a parameter declares a
 * schema for it: a route that does not fails at start. One hook validates body, path and query string before
 * the handler and refuses with one 400 naming every failing field. It is registered after the access check
 * (a preHandler too, so it runs after it): an anonymous request is answered 401 whatever it sends. Returns the
 * route table, filled as routes are added.
 */
export function registerInput(app: FastifyInstance): RouteEntry[] {
  const table: RouteEntry[] = [];

  app.addHook('onRoute', (route) => {
    const { access, input, answers, throttle } = route.config ?? {};
    const name = `${route.method} ${route.url}`;
    if (route.url.startsWith('/api/') && !input) throw new Error(`Route ${name} does not declare its input`);
    const declared = input?.params ? Object.keys(input.params.shape) : [];
    for (const parameter of pathParameters(route.url))
      if (!declared.includes(parameter))
        throw new Error(`Route ${name} does not declare a schema for its path parameter ${parameter}`);
    if (!access) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        table.push({ method, url: route.url, access, input: input ?? {}, answers, throttled: !!throttle });
  });

  app.addHook('preHandler', async (request) => {
    const input = request.routeOptions.config?.input;
    if (!input) return;
    const errors: FieldError[] = [];
    // zod's own messages (a wrong type, a size without a message of ours) in the reader's language; the
    // schema's messages stay the spec's English, and the problem sender translates them.
    const { localeError } = zodLocale(requestLanguage(request));
    const check = <S extends z.ZodType>(schema: S | undefined, value: unknown, whole: string) => {
      if (!schema) return value;
      const result = schema.safeParse(value ?? {}, { error: localeError });
      if (result.success) return result.data;
      errors.push(...fieldErrors(result.error, whole));
      return value;
    };
    const params = check(input.params, request.params, '(path)');
    const query = check(input.query, request.query, '(query)');
    const body = check(input.body, request.body, '(body)');
    if (errors.length) throw invalid(errors);
    request.params = params;
    request.query = query;
    request.body = body;
  });

  return table;
}
