import { randomUUID } from 'node:crypto';
import { inboundTextPath, signatureHeader } from '@bayline/command-service';
import {
  allProjectors,
  idParams,
  idSchema,
  mailOutboxSchema,
  type OutboxTextView,
  operationsLogSchema,
  operationsSnapshotSchema,
  parkedDecisionSchema,
  parkedEventsSchema,
  positionHeader,
  Refusal,
  rebuildAskedSchema,
  shownJobId,
  simulatedReplyAnswerSchema,
  simulatedReplySchema,
  skipReasonSchema,
  smsOutboxSchema,
} from '@bayline/contracts';
import { locationSettingsModel } from '@bayline/contracts/read-models/identity';
import { jobsModel } from '@bayline/contracts/read-models/jobs';
import { textsModel } from '@bayline/contracts/read-models/messaging';
import type { EventStore } from '@bayline/platform/event-store/port';
import { adminTokenHeader, type Directory, type Validated } from '@bayline/platform/http';
import type { JobQueue } from '@bayline/platform/job-queue/port';
import type { MailPort } from '@bayline/platform/mail';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { KeptText, SmsPort } from '@bayline/platform/sms';
import {
  askRebuild,
  askRebuildCancel,
  type ParkedEvent,
  type ParkedEventDecisions,
  type ProjectorStatus,
  parkedCollection,
  parkedId,
  parkedStream,
  projectors,
  type RebuildRequestEvents,
  reactionNames,
  rebuildRequestsStream,
  requestRebuild,
} from '@bayline/projection-service';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type HeardLeads, type LogSampler, operationsLog, operationsSnapshot } from './operations.ts';

const projectorNames = new Set(projectors.map((p) => p.name));
/** Who parks events: the projectors, and the process managers whose work failed after its last try. */
const parkingNames = new Set([...projectorNames, ...reactionNames]);

/** The outbox answers its latest mails only. */
const outboxShown = 200;

/** What each route takes from the client. */
const parkedInput = {
  params: z.object({
    projector: idSchema,
    position: z.string().regex(/^[1-9]\d{0,15}$/, { error: 'Must be the position of an event' }),
  }),
};
const skipInput = { ...parkedInput, body: z.object({ reason: skipReasonSchema }) };
const rebuildInput = { params: idParams('name') };
/** Kept texts with what the read models know of each: a lookup per text, job and location, each done once. */
async function outboxTextViews(readStore: ReadStore, kept: KeptText[]): Promise<OutboxTextView[]> {
  const once = <T>(lookup: (id: string) => Promise<T>) => {
    const seen = new Map<string, Promise<T>>();
    return (id: string) => {
      if (!seen.has(id)) seen.set(id, lookup(id));
      return seen.get(id) as Promise<T>;
    };
  };
  const jobOf = once((id) => readStore.collection(jobsModel).get(id));
  const zoneOf = once(async (id) => (await readStore.collection(locationSettingsModel).get(id))?.timeZone);
  return Promise.all(
    kept.map(async (text): Promise<OutboxTextView> => {
      const stored = await readStore.collection(textsModel).get(text.id);
      const job = stored?.jobAdminId ? await jobOf(stored.jobAdminId) : undefined;
      const zone = stored ? await zoneOf(stored.locationShortName) : undefined;
      return {
        id: text.id,
        at: text.at,
        from: text.from,
        to: text.to,
        body: text.body,
        providerId: text.providerId,
        media: (text.media ?? []).map(({ mediaId, fileName, contentType, url }) => ({
          mediaId,
          fileName,
          contentType,
          url,
        })),
        status: stored?.status ?? null,
        jobAdminId: stored?.jobAdminId ?? null,
        displayJobAdmin: job ? shownJobId(job) : '',
        locationShortName: stored?.locationShortName ?? null,
        timeZone: typeof zone === 'string' ? zone : null,
      };
    }),
  );
}

/** A customer's reply, as support simulates it: from the customer's number to a location's SMS phone. */
const replyInput = { body: simulatedReplySchema };

/**
 * Owners, support or the admin token: a wrong token counts as a failed try of it (see throttle), a session's
 * refusal does not. Reads nothing a caller could be waiting for, so it never waits for a position.
 */
const support = {
  access: 'support',
  throttle: {
    name: 'admin-token',
    tries: (request: FastifyRequest) => request.headers[adminTokenHeader] !== undefined,
  },
  projectors: [],
} as const;

/** A rebuild request's result when the rebuild was cancelled (see the runner's rebuild worker). */
const isCancelled = (result: unknown) =>
  typeof result === 'object' && result !== null && (result as { cancelled?: unknown }).cancelled === true;

/** Operators' actions, recorded as events for the audit trail: support's decisions and rebuild requests. */
type Operations = ParkedEventDecisions & RebuildRequestEvents;

/**
 * Operations for owners and support (or the admin token): how Bayline runs (projectors, the log, the queues),
 * the events projectors parked, support's decision on each (recorded as an event, which the projector's leader
 * acts on), and rebuilds, which only a projector's leader runs: a request made anywhere goes to it through the job
 * queue.
 */
export async function adminRoutes(
  app: FastifyInstance,
  deps: {
    store: EventStore;
    readStore: ReadStore;
    directory: Directory;
    queue?: JobQueue;
    /** The projectors this process runs, as their runner tells; absent where another process runs them. */
    statuses?: () => Promise<ProjectorStatus[]>;
    /** What the projectors' leaders say on the shared bus (absent without one). */
    heard?: HeardLeads;
    sampler: LogSampler;
    outbox?: MailPort['outbox'];
    smsOutbox?: SmsPort['outbox'];
    /** Where Bayline is reached: the inbound webhook checks signatures over this address. */
    publicUrl: () => string;
  },
) {
  const { store, readStore, directory, queue, statuses, heard, sampler, outbox, smsOutbox, publicUrl } = deps;

  app.get(
    '/api/admin/v1/operations',
    { config: { ...support, answers: { 200: operationsSnapshotSchema }, input: {} } },
    async () => operationsSnapshot({ store, readStore, queue, sampler, statuses, heard }),
  );

  app.get(
    '/api/admin/v1/operations/log',
    { config: { ...support, answers: { 200: operationsLogSchema }, input: {} } },
    async () => operationsLog(store, directory),
  );

  // The mail Bayline kept instead of sending (no SMTP server named): invitations and reset links, newest first.
  app.get(
    '/api/admin/v1/outbox',
    { config: { ...support, answers: { 200: mailOutboxSchema }, input: {} } },
    async () => {
      if (!outbox) throw new Refusal('NoOutbox', 'No outbox: mail goes to the SMTP server named by BAYLINE_SMTP_URL');
      return outbox.list(outboxShown);
    },
  );

  const noSmsOutbox = () => new Refusal('NoOutbox', 'No SMS outbox: texts go to the provider named by BAYLINE_SMS_URL');

  // The texts Bayline kept instead of sending (no SMS provider named), newest first, each with its status, job and
  // location as the texts' read model knows them: support sees which job a text belongs to.
  app.get(
    '/api/admin/v1/sms-outbox',
    { config: { ...support, answers: { 200: smsOutboxSchema }, input: {} } },
    async () => {
      if (!smsOutbox) throw noSmsOutbox();
      return outboxTextViews(readStore, await smsOutbox.list(outboxShown));
    },
  );

  // A customer's reply, simulated: signed as the provider signs it and posted to the inbound webhook, so it takes
  // the very path a real reply takes. Answers the reply as taken, or the webhook's refusal.
  app.post<Validated<typeof replyInput>>(
    '/api/admin/v1/sms-outbox/reply',
    { config: { ...support, answers: { 200: simulatedReplyAnswerSchema }, input: replyInput } },
    async (request, reply) => {
      if (!smsOutbox) throw noSmsOutbox();
      const { from, to, body } = request.body;
      const form = { From: `+1${from}`, To: `+1${to}`, Body: body, MessageSid: `SIM${randomUUID().replace(/-/g, '')}` };
      const url = `/api/messaging/v1${inboundTextPath}`;
      const answer = await app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          [signatureHeader]: smsOutbox.sign(`${publicUrl()}${url}`, form),
        },
        payload: new URLSearchParams(form).toString(),
      });
      const position = answer.headers[positionHeader];
      if (position) reply.header(positionHeader, String(position));
      // The provider's answer (an empty TwiML document) means nothing to the page: the reply, as taken, does.
      if (answer.statusCode < 300) return reply.code(answer.statusCode).send({ from, to, body });
      return reply
        .code(answer.statusCode)
        .type(String(answer.headers['content-type'] ?? 'text/plain'))
        .send(answer.body);
    },
  );

  app.get(
    '/api/admin/v1/parked',
    { config: { ...support, answers: { 200: parkedEventsSchema }, input: {} } },
    async () => {
      const parked = (await readStore.find(parkedCollection)) as unknown as ParkedEvent[];
      return parked
        .map(({ projector, position, streamId, type, error, parkedAt }) => ({
          projector,
          position,
          streamId,
          type,
          error,
          parkedAt,
        }))
        .sort((a, b) => a.projector.localeCompare(b.projector) || a.position - b.position);
    },
  );

  /** The parked event named by the path, or 404. */
  async function parkedOf(request: FastifyRequest<Validated<typeof parkedInput>>) {
    const { projector } = request.params;
    const position = Number(request.params.position);
    const found = parkingNames.has(projector) && (await readStore.get(parkedCollection, parkedId(projector, position)));
    if (!found) throw new Refusal('UnknownParkedEvent', 'No such parked event');
    return { projector, position };
  }

  /** Records an operator's action with who did it; answers its position. */
  async function record<K extends keyof Operations>(
    request: FastifyRequest,
    stream: string,
    type: K,
    data: Operations[K],
  ): Promise<number> {
    const { position } = await store.append(
      stream,
      [
        {
          type,
          data: { ...data },
          metadata: {
            userId: request.session?.user.userId ?? 'admin-token',
            at: request.server.now().toISOString(),
            locationShortName: '',
            correlationId: randomUUID(),
            schemaVersion: 1,
          },
        },
      ],
      { expectedVersion: 'any' },
    );
    return position;
  }

  app.post<Validated<typeof parkedInput>>(
    '/api/admin/v1/parked/:projector/:position/retry',
    { config: { ...support, answers: { 202: parkedDecisionSchema }, input: parkedInput } },
    async (request, reply) => {
      const parked = await parkedOf(request);
      const position = await record(request, parkedStream(parked.projector), 'ParkedEventRetried', parked);
      return reply
        .code(202)
        .header(positionHeader, String(position))
        .send({ ...parked, decision: 'retry' });
    },
  );

  app.post<Validated<typeof skipInput>>(
    '/api/admin/v1/parked/:projector/:position/skip',
    { config: { ...support, answers: { 202: parkedDecisionSchema }, input: skipInput } },
    async (request, reply) => {
      const parked = await parkedOf(request);
      const { reason } = request.body;
      const position = await record(request, parkedStream(parked.projector), 'ParkedEventSkipped', {
        ...parked,
        reason,
      });
      return reply
        .code(202)
        .header(positionHeader, String(position))
        .send({ ...parked, decision: 'skip', reason });
    },
  );

  if (!queue) return;

  /** The projectors a rebuild request names (one, or 'all'), or 404. */
  const targetsOf = (name: string) => {
    const names = name === allProjectors ? [...projectorNames] : [name];
    if (!names.every((n) => projectorNames.has(n))) throw new Refusal('UnknownProjector', 'No such projector');
    return names;
  };

  // The operations page's rebuilds: asked and answered at once; their progress shows in GET operations.
  app.post<Validated<typeof rebuildInput>>(
    '/api/admin/v1/rebuilds/:name',
    { config: { ...support, answers: { 202: rebuildAskedSchema }, input: rebuildInput } },
    async (request, reply) => {
      const { name } = request.params;
      const names = targetsOf(name);
      const position = await record(request, rebuildRequestsStream, 'RebuildRequested', { projector: name });
      for (const projector of names) await askRebuild(queue, projector);
      return reply.code(202).header(positionHeader, String(position)).send({ projectors: names });
    },
  );

  // The rebuild stops at its next page and drops what it made: the old read model serves on.
  app.post<Validated<typeof rebuildInput>>(
    '/api/admin/v1/rebuilds/:name/cancel',
    { config: { ...support, answers: { 202: rebuildAskedSchema }, input: rebuildInput } },
    async (request, reply) => {
      const { name } = request.params;
      const names = targetsOf(name);
      const position = await record(request, rebuildRequestsStream, 'RebuildCancelled', { projector: name });
      for (const projector of names) await askRebuildCancel(queue, projector);
      return reply.code(202).header(positionHeader, String(position)).send({ projectors: names });
    },
  );

  // `npm run rebuild` and operators' scripts, with the admin token only: progress streams back as lines
  // `{projector} {percent}`, then `done`.
  app.post<Validated<typeof rebuildInput>>(
    '/admin/rebuild/:name',
    {
      config: {
        ...support,
        access: 'admin',
        throttle: { name: 'admin-token' },
        answers: { 200: { media: 'text/plain' } },
        input: rebuildInput,
      },
    },
    async (request, reply) => {
      const names = targetsOf(request.params.name);
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      // Asked all at once, so that the leader replays the log once for all of them.
      const outcomes = await Promise.allSettled(
        names.map((projector) =>
          requestRebuild(queue, projector, (percent) => reply.raw.write(`${projector} ${percent}\n`)),
        ),
      );
      const failures = outcomes.filter((o) => o.status === 'rejected');
      const cancelled = outcomes.some((o) => o.status === 'fulfilled' && isCancelled(o.value));
      if (failures.length === 0) reply.raw.end(cancelled ? 'cancelled (from the operations page)\n' : 'done\n');
      else {
        // The answer is already streaming: the reasons go to the log, never to the client.
        for (const failure of failures) request.log.error({ err: failure.reason }, 'rebuild failed');
        reply.raw.end('failed (the reason is in the log of the running Bayline)\n');
      }
    },
  );
}
