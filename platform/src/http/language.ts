import { type MessageLanguage, preferredLanguage } from '@bayline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The language a request reads its messages in: the best of Accept-Language among ours, else English. */
export const requestLanguage = (request: FastifyRequest): MessageLanguage =>
  preferredLanguage(request.headers['accept-language']);

/** Marks an answer as worded in `language`, and caches told that another Accept-Language may get other words. */
export function answerIn(reply: FastifyReply, language: MessageLanguage) {
  const vary = reply.getHeader('vary');
  const varied = [vary ?? []].flat().join(', ');
  reply.header('content-language', language);
  if (!/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(varied))
    reply.header('vary', varied ? `${varied}, Accept-Language` : 'Accept-Language');
  return reply;
}
