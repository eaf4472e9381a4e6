import { createHash } from 'node:crypto';
import { type BoardCard, boardCardFields, idParams, isEmptyId, notFound, RoState } from '@bayline/contracts';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { Doc, ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProjectionClock } from '../live/clock.ts';
import { boardOrder, type Lookups, lookupsFor, namedBadges, namesOf } from './lookups.ts';

type StoredCard = Doc & {
  jobClassId: string;
  badges: { badgeId: string; state: number }[];
  assignments: { departmentId: string; contactId: string; notifyOnly: boolean }[];
};

/** A stored card with its location's names, colours and badge details, and who is assigned where. */
export function cardWithNames(doc: Doc, lookups: Lookups): BoardCard {
  const stored = doc as StoredCard;
  // Field by field into a fresh object: object rest and spread of a stored document are several times slower.
  const card: Record<string, unknown> = {};
  for (const field of boardCardFields) card[field] = stored[field];
  const named = card as unknown as BoardCard;
  const names = namesOf(named, lookups);
  named.departmentName = names.departmentName;
  named.jobClassName = names.jobClassName;
  named.jobClass = names.jobClass;
  named.group = names.group;
  named.badges = namedBadges(stored.badges, stored.jobClassId, lookups);
  named.assignees = [];
  for (const a of stored.assignments) {
    const name = a.notifyOnly || isEmptyId(a.contactId) ? '' : (lookups.contact(a.contactId)?.name ?? '');
    if (name) named.assignees.push({ departmentId: a.departmentId, name });
  }
  return named;
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
const oneCard = { params: idParams('jobAdminId') };
/** The read models cards are made from: a read that names a position waits for these only. */
const fromCards = ['board', 'settings'];

interface BuiltBoard {
  /** The board's and the settings' read-model positions it was built at. */
  at: string;
  /** The answer as sent: encoded once, however many times it is read. */
  body: Buffer;
  etag: string;
}

/**
 * The board: GET JobAdmins/open answers every open card of the location from the `boardCards` read model, in
 * board order, with an entity tag of its content so a repeat answers 304; GET JobAdmins/open/{id} answers one
 * card, so a browser told that a job changed fetches that job alone. A job of another location, or one not
 * open, is unknown here (404).
 */
export async function boardQueries(
  app: FastifyInstance,
  readStore: ReadStore,
  clock: Pick<ProjectionClock, 'position'>,
) {
  const here = (request: FastifyRequest) => sessionOf(request).locationShortName;
  const built = new Map<string, BuiltBoard>();

  /**
   * A location's board, built again only when the board or the settings read models have moved since it was
   * last built (the positions are taken before reading, so what is kept is at least that recent; a read that
   * names a position has waited for the clock to pass it).
   */
  async function boardAt(location: string): Promise<BuiltBoard> {
    const board = clock.position('board');
    const settings = clock.position('settings');
    const at = `${board}/${settings}`;
    const kept = built.get(location);
    if (kept?.at === at) return kept;
    const [docs, lookups] = await Promise.all([
      readStore.find('boardCards', { locationShortName: location, roState: RoState.open }),
      lookupsFor(readStore, location),
    ]);
    const body = Buffer.from(JSON.stringify(docs.map((d) => cardWithNames(d, lookups)).sort(boardOrder(lookups))));
    const etag = `"${createHash('sha1').update(location).update('\n').update(body).digest('base64url')}"`;
    const fresh = { at, body, etag };
    // A clock that has not heard of either read model yet tells nothing: build every time until it has.
    if (board > 0 && settings > 0) built.set(location, fresh);
    return fresh;
  }

  app.get('/jobadmins/open', { config: { access: read, input: {}, projectors: fromCards } }, async (request, reply) => {
    const { body, etag } = await boardAt(here(request));
    reply.header('etag', etag);
    if (isCurrent(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get<Validated<typeof oneCard>>(
    '/jobadmins/open/:jobAdminId',
    { config: { access: read, input: oneCard, projectors: fromCards } },
    async (request) => {
      const location = here(request);
      const doc = await readStore.get('boardCards', request.params.jobAdminId);
      if (!doc || doc.locationShortName !== location || doc.roState !== RoState.open) throw notFound('Job');
      return cardWithNames(doc, await lookupsFor(readStore, location));
    },
  );
}
