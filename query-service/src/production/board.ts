import { createHash } from 'node:crypto';
import {
  type BoardCard,
  boardCardFields,
  boardCardSchema,
  idParams,
  isEmptyId,
  notFound,
  RoState,
} from '@bayline/contracts';
import { boardCardsModel, type CardDoc } from '@bayline/contracts/read-models/jobs';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ProjectionClock } from '../live/clock.ts';
import { boardOrder, holdersOf, type Lookups, lookupsFor, namedBadges, namedHold, namesOf } from './lookups.ts';

/** A stored card with its location's names, colours and badge details, and who is assigned where. */
export function cardWithNames(
  stored: CardDoc,
  lookups: Lookups,
  holders: ReadonlyMap<string, string> = new Map(),
): BoardCard {
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
  named.hold = namedHold(stored.hold, holders);
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
  const cards = readStore.collection(boardCardsModel);

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
      cards.find({ locationShortName: location, roState: RoState.open }),
      lookupsFor(readStore, location),
    ]);
    const holders = await holdersOf(readStore, docs);
    const body = Buffer.from(
      JSON.stringify(docs.map((d) => cardWithNames(d, lookups, holders)).sort(boardOrder(lookups))),
    );
    const etag = `"${createHash('sha1').update(location).update('\n').update(body).digest('base64url')}"`;
    const fresh = { at, body, etag };
    // A clock that has not heard of either read model yet tells nothing: build every time until it has.
    if (board > 0 && settings > 0) built.set(location, fresh);
    return fresh;
  }

  app.get(
    '/jobadmins/open',
    {
      config: { access: read, answers: { 200: z.array(boardCardSchema), 304: null }, input: {}, projectors: fromCards },
    },
    async (request, reply) => {
      const { body, etag } = await boardAt(here(request));
      reply.header('etag', etag);
      if (isCurrent(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get<Validated<typeof oneCard>>(
    '/jobadmins/open/:jobAdminId',
    { config: { access: read, answers: { 200: boardCardSchema }, input: oneCard, projectors: fromCards } },
    async (request) => {
      const location = here(request);
      const doc = await cards.get(request.params.jobAdminId);
      if (!doc || doc.locationShortName !== location || doc.roState !== RoState.open) throw notFound('Job');
      const [lookups, holders] = await Promise.all([lookupsFor(readStore, location), holdersOf(readStore, [doc])]);
      return cardWithNames(doc, lookups, holders);
    },
  );
}
