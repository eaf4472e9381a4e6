import { problemSchema } from '@bayline/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** An answer that is not JSON: a file, a stream or a page, by its media type. */
export interface MediaAnswer {
  media: string | readonly string[];
}

/**
 * What a route answers when it succeeds, by status: a JSON body's schema from `contracts`, another media type,
 * or null for no body (204, 304, an empty 202). Refusals and failures are problem+json on every route.
 */
export type RouteAnswers = Partial<Record<number, z.ZodType | MediaAnswer | null>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    answers?: RouteAnswers;
  }
}

export const isMediaAnswer = (answer: z.ZodType | MediaAnswer | null | undefined): answer is MediaAnswer =>
  !!answer && 'media' in answer;

/** Thrown while serialising: the handler sent what its route does not declare, a server bug (answered 500, logged). */
export class UndeclaredAnswer extends Error {
  constructor(route: string, status: string, issues?: string) {
    super(`${route} answered ${status} ${issues ? `out of its schema: ${issues}` : 'which it does not declare'}`);
    this.name = 'UndeclaredAnswer';
  }
}

/** Zod schemas stand as Fastify response schemas; only these reach the serialiser compiler. */
function checkedSerialiser(schema: z.ZodType, route: string, status: string) {
  return (data: unknown) => {
    const checked = schema.safeParse(data);
    if (!checked.success)
      throw new UndeclaredAnswer(
        route,
        status,
        checked.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`).join('; '),
      );
    // The handler's own value is sent, not the parsed one: a schema describes the answer, it does not reshape it.
    return JSON.stringify(data);
  };
}

/**
 * Every JSON answer is checked against the schema its route declares before it is sent: a body out of its
 * schema, or a success status the route does not declare, fails as a server error instead of reaching a client.
 * Problems are checked against the one problem schema. Routes declare their answers in `config.answers`.
 */
export function registerAnswers(app: FastifyInstance) {
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    const route = `${method} ${url}`;
    if (httpStatus === '2xx')
      return () => {
        throw new UndeclaredAnswer(route, 'a success status');
      };
    return checkedSerialiser(schema as z.ZodType, route, httpStatus ?? 'a status');
  });

  app.addHook('onRoute', (route) => {
    const answers = route.config?.answers;
    if (!answers) return;
    const response: Record<string, z.ZodType> = { '4xx': problemSchema, '5xx': problemSchema };
    for (const [status, answer] of Object.entries(answers))
      if (answer && !isMediaAnswer(answer)) response[status] = answer;
    // A JSON body under a success status the route does not declare.
    response['2xx'] = problemSchema;
    route.schema = { ...route.schema, response };
  });
}
