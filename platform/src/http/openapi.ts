import { problemSchema } from '@bayline/contracts';
import { z } from 'zod';
import { adminTokenHeader, type RouteAccess, sessionCookie } from './access.ts';
import { isMediaAnswer } from './answers.ts';
import type { RouteEntry } from './input.ts';

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema 2020-12, OpenAPI 3.1's dialect; what JSON Schema cannot say (a transform, a refinement) is left open. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const problemContent = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };

/** The refusals every route of its kind can answer (docs/api.md "Conventions"), besides those it declares. */
function refusalsOf(route: RouteEntry): Record<string, string> {
  const { access, input } = route;
  return {
    ...(input.body || input.params || input.query ? { 400: 'A value is not valid (`errors` names each field)' } : {}),
    ...(access !== 'public' ? { 401: 'No session', 403: 'Not allowed' } : {}),
    ...(input.params ? { 404: 'Not found at this location' } : {}),
    ...(route.throttled ? { 429: 'Too many failed attempts (Retry-After)' } : {}),
    500: 'A failure on the server (logged)',
  };
}

function securityOf(access: RouteAccess) {
  if (access === 'public') return [];
  if (access === 'admin') return [{ adminToken: [] }];
  if (access === 'support') return [{ session: [] }, { adminToken: [] }];
  return [{ session: [] }];
}

const accessText = (access: RouteAccess) =>
  typeof access === 'object' ? `${access.area} ${access.need}` : access === 'location' ? 'a selected location' : access;

function parametersOf(route: RouteEntry) {
  const from = (place: 'path' | 'query', schema: z.ZodObject | undefined) => {
    if (!schema) return [];
    const whole = jsonSchemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    return Object.entries(whole.properties ?? {}).map(([name, property]) => ({
      name,
      in: place,
      required: place === 'path' || (whole.required ?? []).includes(name),
      schema: property,
    }));
  };
  return [...from('path', route.input.params), ...from('query', route.input.query)];
}

function answersOf(route: RouteEntry) {
  const answers: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(route.answers ?? {}))
    answers[status] =
      answer === null || answer === undefined
        ? { description: 'No body' }
        : isMediaAnswer(answer)
          ? {
              description: [answer.media].flat().join(' or '),
              content: Object.fromEntries([answer.media].flat().map((media) => [media, { schema: {} }])),
            }
          : { description: 'Success', content: { 'application/json': { schema: jsonSchemaOf(answer, 'output') } } };
  for (const [status, description] of Object.entries(refusalsOf(route)))
    answers[status] ??= { description, content: problemContent };
  return answers;
}

/** `/api/x/:id` as OpenAPI writes it: `/api/x/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * The OpenAPI 3.1 description of every route in the table, made from the schemas the routes declare (input from
 * `config.input`, answers from `config.answers`, who may call from `config.access`): it cannot drift from them.
 */
export function openApiDocument(routes: readonly RouteEntry[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    const operations = paths[path] ?? {};
    paths[path] = operations;
    const parameters = parametersOf(route);
    operations[route.method.toLowerCase()] = {
      operationId: `${route.method.toLowerCase()} ${route.url}`,
      tags: [route.url.split('/')[2] ?? 'api'],
      description: `Needs ${accessText(route.access)}.`,
      security: securityOf(route.access),
      'x-bayline-access': route.access,
      ...(parameters.length ? { parameters } : {}),
      ...(route.input.body && {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchemaOf(route.input.body, 'input') } },
        },
      }),
      responses: answersOf(route),
    };
  }
  return {
    openapi: '3.1.1',
    info,
    paths,
    components: {
      schemas: { Problem: jsonSchemaOf(problemSchema, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: sessionCookie },
        adminToken: { type: 'apiKey', in: 'header', name: adminTokenHeader },
      },
    },
  };
}
