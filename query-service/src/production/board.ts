import { createHash } from 'node:crypto';
import { type BoardCard, isEmptyId, notFound, RoState } from '@bayline/contracts';
import { sessionOf } from '@bayline/platform/http';
import type { Doc, ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boardOrder, type Lookups, lookupsFor, namedBadges, namesOf } from './lookups.ts';

type StoredCard = Omit<BoardCard, 'departmentName' | 'jobClassName' | 'jobClass' | 'group' | 'badges' | 'assignees'> & {
  badges: { badgeId: string; state: number }[];
  assignments: { departmentId: string; contactId: string; notifyOnly: boolean }[];
};

/** A stored card with its location's names, colours and badge details, and who is assigned where. */
export function cardWithNames(doc: Doc, lookups: Lookups): BoardCard {
  const { id: _id, badges, assignments, ...card } = doc as Doc & StoredCard;
  return {
    ...card,
    ...namesOf(card, lookups),
    badges: namedBadges(badges, card.jobClassId, lookups),
    assignees: assignments.flatMap((a) => {
      const name = a.notifyOnly || isEmptyId(a.contactId) ? '' : (lookups.contact(a.contactId)?.name ?? '');
      return name ? [{ departmentId: a.departmentId, name }] : [];
    }),
  };
}

/** Whether an If-None-Match header names this entity tag (weak or strong, one of a list, or any). */
function isCurrent(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

const read = { area: 'jobfolder', need: 'read' } as const;

/**
 * The board: GET JobAdmins/open answers every open card of the location from the `boardCards` read model, in
 * board order, with an entity tag of its content so a repeat answers 304; GET JobAdmins/open/{id} answers one
 * card, so a browser told that a job changed fetches that job alone. A job of another location, or one not
 * open, is unknown here (404).
 */
export async function boardQueries(app: FastifyInstance, readStore: ReadStore) {
  const here = (request: FastifyRequest) => sessionOf(request).locationShortName;

  app.get('/jobadmins/open', { config: { access: read } }, async (request, reply) => {
    const location = here(request);
    const [docs, lookups] = await Promise.all([
      readStore.find('boardCards', { locationShortName: location, roState: RoState.open }),
      lookupsFor(readStore, location),
    ]);
    const body = JSON.stringify(docs.map((d) => cardWithNames(d, lookups)).sort(boardOrder(lookups)));
    const etag = `"${createHash('sha1').update(location).update('\n').update(body).digest('base64url')}"`;
    reply.header('etag', etag);
    if (isCurrent(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get<{ Params: { jobAdminId: string } }>(
    '/jobadmins/open/:jobAdminId',
    { config: { access: read } },
    async (request) => {
      const location = here(request);
      const doc = await readStore.get('boardCards', request.params.jobAdminId);
      if (!doc || doc.locationShortName !== location || doc.roState !== RoState.open) throw notFound('Job');
      return cardWithNames(doc, await lookupsFor(readStore, location));
    },
  );
}
