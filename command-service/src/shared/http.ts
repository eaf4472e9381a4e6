import { idSchema, positionHeader, Refusal } from '@bayline/contracts';
import {
  type RouteAccess,
  type RouteAnswers,
  type RouteInput,
  type Session,
  sessionOf,
  type Throttle,
  type Validated,
} from '@bayline/platform/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CommandContext } from './command.ts';

export function contextOf(request: FastifyRequest, session: Session = sessionOf(request)): CommandContext {
  // A client's correlation id is kept only when it has the form of an id: every event carries it.
  const sent = idSchema.safeParse(request.headers['x-correlation-id']);
  return {
    userId: session.user.userId,
    locationShortName: session.locationShortName,
    now: request.server.now(),
    correlationId: sent.success ? sent.data : request.id,
  };
}

/** Every command answers with the position of its last event, for read-your-writes. */
export function answered(reply: FastifyReply, position: number) {
  return reply.header(positionHeader, String(position));
}

/** If-Match: "<version>" → the version the client saw; absent means "whatever is current". */
export function expectedVersionOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const version = Number(String(header).replace(/^W\//, '').replace(/"/g, ''));
  if (!Number.isInteger(version) || version < -1)
    throw new Refusal('BadIfMatch', 'If-Match must be the version the job was read at', {
      errors: [{ field: 'If-Match', message: 'Must be a whole number in quotes, as sent in ETag' }],
    });
  return version;
}

/** A command route as declared: where, who may call it, what it takes and what it answers. */
export interface CommandRoute<I extends RouteInput> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: RouteAccess;
  throttle?: Throttle;
  input: I;
  answers: RouteAnswers;
  /** What is checked before the input (a key sent instead of a session). */
  preValidation?: (request: FastifyRequest) => Promise<void>;
  /** The context of a request made without a session (a key, a link, a provider's webhook). */
  context?: (request: FastifyRequest<Validated<I>>) => CommandContext;
}

/** How a command's result is answered. */
export interface CommandAnswer<R> {
  /** The body; none without it. */
  body?: (result: R, ctx: CommandContext) => unknown;
  /** The version the answer is at, sent as ETag: the client sends it back as If-Match. */
  etag?: (result: R) => number;
  /** Which declared success status answers, where the route declares more than one (the first otherwise). */
  status?: (result: R) => number;
}

/**
 * Registers a command route: `run` decides with the request's context, and the result is answered with its
 * position (read-your-writes), as `answer` says.
 */
export function commandRoute<I extends RouteInput, R extends { position: number }>(
  app: FastifyInstance,
  route: CommandRoute<I>,
  run: (request: FastifyRequest<Validated<I>>, ctx: CommandContext) => Promise<R>,
  answer: CommandAnswer<R> = {},
) {
  const [first] = Object.keys(route.answers).map(Number);
  app.route<Validated<I>>({
    method: route.method,
    url: route.url,
    config: {
      access: route.access,
      input: route.input,
      answers: route.answers,
      ...(route.throttle && { throttle: route.throttle }),
    },
    ...(route.preValidation && { preValidation: route.preValidation }),
    handler: async (request, reply) => {
      const ctx = route.context ? route.context(request) : contextOf(request);
      const result = await run(request, ctx);
      if (answer.etag) reply.header('etag', `"${answer.etag(result)}"`);
      return answered(reply, result.position)
        .code(answer.status?.(result) ?? first ?? 200)
        .send(await answer.body?.(result, ctx));
    },
  });
}
