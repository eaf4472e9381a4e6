import { type FieldError, fieldErrors, type Problem, Refusal } from '@bayline/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

const problemType = (status: number) => `https://bayline.dev/problems/${status}`;

export function problemBody(status: number, title: string, extra: Record<string, unknown> = {}): Problem {
  return { type: problemType(status), title, status, ...extra };
}

/** Validates a body or query against its contract schema; refuses with every failing field named. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new Refusal(400, 'Some fields are not valid', {
    errors: fieldErrors(result.error),
    detail: fieldErrors(result.error)
      .map((e: FieldError) => `${e.field}: ${e.message}`)
      .join('; '),
  });
}

/** Every refusal and failure leaves as application/problem+json; status text carries the title (spec 3: login shows it). */
export function registerProblemHandling(
  app: FastifyInstance,
  options: { fallback?: (request: FastifyRequest, reply: FastifyReply) => unknown } = {},
) {
  app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
    let status: number;
    let body: Problem;
    if (error instanceof Refusal) {
      status = error.status;
      body = problemBody(status, error.title, error.extra);
    } else if ((error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError') {
      status = 400;
      body = problemBody(400, 'The body is not valid JSON', {
        errors: [{ field: '(body)', message: 'Must be valid JSON' }],
      });
    } else if ((error as FastifyError).statusCode && (error as FastifyError).statusCode! < 500) {
      status = (error as FastifyError).statusCode!;
      body = problemBody(status, error.message);
    } else {
      request.log.error({ err: error }, 'request failed');
      status = 500;
      body = problemBody(500, 'Something went wrong on the server');
    }
    reply.raw.statusMessage = body.title.replace(/[^\x20-\x7e]/g, '');
    void reply.code(status).type('application/problem+json').send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    if (options.fallback) return options.fallback(request, reply);
    return notFoundProblem(request, reply);
  });
}

export function notFoundProblem(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .type('application/problem+json')
    .send(problemBody(404, 'No such address', { detail: `${request.method} ${request.url}` }));
}
