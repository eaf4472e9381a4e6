import { idSchema, positionHeader, Refusal } from '@bayline/contracts';
import { type Session, sessionOf } from '@bayline/platform/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandContext } from './command.ts';

export function contextOf(request: FastifyRequest, session: Session = sessionOf(request)): CommandContext {
  // A client's correlation id is kept only when it has the form of an id: every event carries it.
  const sent = idSchema.safeParse(request.headers['x-correlation-id']);
  return {
    userId: session.user.userId,
    locationShortName: session.locationShortName,
    now: new Date(),
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
    throw new Refusal(400, 'If-Match must be the version the job was read at', {
      errors: [{ field: 'If-Match', message: 'Must be a whole number in quotes, as sent in ETag' }],
    });
  return version;
}
