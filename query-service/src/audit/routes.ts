import {
  type AuditJobRef,
  auditJobParams,
  auditMessages,
  auditNumberParams,
  type Badge,
  compareQuerySchema,
  type Department,
  type HistoryEntry,
  historyQuerySchema,
  invalid,
  type JobAtMoment,
  type JobClass,
  type JobComparison,
  type JobHistory,
  type LocationTrail,
  liveInOrder,
  momentQuerySchema,
  notFound,
  type SettingsAtMoment,
  settingsAtQuerySchema,
  type TrailEntry,
  trailQuerySchema,
} from '@bayline/contracts';
import type { EventStore } from '@bayline/platform/event-store/port';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listOf } from '../production/lookups.ts';
import { entriesOf, filterHistory, peopleOf } from './entries.ts';
import { auditFolderOf, compareFolders } from './folder.ts';
import { readLocationLog, userStreamsOf } from './location-log.ts';
import { type Names, namesIn, systemUserId } from './names.ts';
import {
  eventAt,
  type JobLog,
  mustBeInLog,
  type ReplayProjector,
  readJobLog,
  replay,
  replayEvents,
  replayedProjectors,
  trailProjectors,
} from './timeline.ts';
import { pageOfTrail, personName, trailEntriesOf } from './trail.ts';

export interface AuditDeps {
  /** Read for the history itself: time travel never reads a read model, so it is right while a projector is stopped. */
  store: EventStore;
  /** The folds of `replayedProjectors`, handed in by the composition. */
  projectors: readonly ReplayProjector[];
  /** Only to find a job by its number. */
  readStore: ReadStore;
  /** The streams the operators' decisions and rebuild requests are recorded in (the location trail tells them). */
  operationStreams: readonly string[];
  now?: () => Date;
}

const access = { area: 'audit', need: 'read' } as const;
/** Read from the event store, which is always current: a read that names a position waits for no projector. */
const fromTheLog: string[] = [];
const input = {
  number: { params: auditNumberParams },
  history: { params: auditJobParams, query: historyQuerySchema },
  moment: { params: auditJobParams, query: momentQuerySchema },
  compare: { params: auditJobParams, query: compareQuerySchema },
  trail: { query: trailQuerySchema },
  settingsAt: { query: settingsAtQuerySchema },
};

/** Auditors' time travel (issue 13): a job's history, the job at a moment, and two moments compared. */
export async function auditQueries(app: FastifyInstance, deps: AuditDeps) {
  const given = (names: readonly string[]) => {
    const missing = names.filter((name) => !deps.projectors.some((p) => p.name === name));
    if (missing.length) throw new Error(`The audit views replay through projectors not given: ${missing.join(', ')}`);
    return names.map((name) => deps.projectors.find((p) => p.name === name)!);
  };
  // In the order the read models are kept: people and settings before the job that names them.
  const projectors = given(replayedProjectors);
  const locationProjectors = given(trailProjectors);
  const userStreams = userStreamsOf(deps.store);
  const locationLogOf = (request: FastifyRequest) =>
    readLocationLog(deps.store, sessionOf(request).locationShortName, userStreams, deps.operationStreams);
  const now = deps.now ?? (() => new Date());
  const logOf = (request: FastifyRequest, jobAdminId: string) =>
    readJobLog(deps.store, jobAdminId, sessionOf(request).locationShortName);

  /** The job's folder at the job's newest event at or before a moment. */
  async function folderAt(log: JobLog, moment: { position?: number; at?: string }) {
    const shown = eventAt(log, moment, now());
    const models = await replay(log, projectors, shown.event.position);
    const names = await namesIn(models.view, log.location, log.people);
    const folder = await auditFolderOf(models.view, log.jobAdminId, names, new Date(shown.event.metadata.at));
    return { ...shown, names, folder };
  }

  app.get<Validated<typeof input.number>>(
    '/jobs/bynumber/:number',
    { config: { access, input: input.number, projectors: ['jobs'] } },
    async (request): Promise<AuditJobRef> => {
      const [doc] = await deps.readStore.find(
        'jobs',
        { locationShortName: sessionOf(request).locationShortName, jobAdminInt: request.params.number },
        { limit: 1 },
      );
      if (!doc) throw notFound('Job');
      return {
        jobAdminId: String(doc.jobAdminId),
        jobAdminInt: Number(doc.jobAdminInt),
        hat: String(doc.hat ?? ''),
        clientName: String(doc.clientName ?? ''),
        vehicle: [doc.year || '', doc.make, doc.model].filter(Boolean).join(' '),
      };
    },
  );

  app.get<Validated<typeof input.history>>(
    '/jobs/:jobAdminId/history',
    { config: { access, input: input.history, projectors: fromTheLog } },
    async (request): Promise<JobHistory> => {
      const log = await logOf(request, request.params.jobAdminId);
      const entries: HistoryEntry[] = [];
      let names: Names | undefined;
      await replay(log, projectors, log.head, async (event, before, models, othersSince) => {
        // Names change only with the settings and people: read again only after one of their events.
        if (!names || othersSince) names = await namesIn(models.view, log.location, log.people);
        const after = models.lookup('jobs', log.jobAdminId)!;
        entries.push(...entriesOf({ event, before, after }, names, log.fileName));
      });
      return {
        jobAdminId: log.jobAdminId,
        jobAdminInt: log.jobAdminInt,
        head: log.jobEvents.at(-1)!.position,
        entries: filterHistory(entries, request.query),
        people: peopleOf(entries),
      };
    },
  );

  app.get<Validated<typeof input.moment>>(
    '/jobs/:jobAdminId/moment',
    { config: { access, input: input.moment, projectors: fromTheLog } },
    async (request): Promise<JobAtMoment> => {
      const log = await logOf(request, request.params.jobAdminId);
      const shown = await folderAt(log, request.query);
      const { userId } = shown.event.metadata;
      return {
        jobAdminId: log.jobAdminId,
        position: shown.event.position,
        at: shown.event.metadata.at,
        actor: { userId, name: shown.names.person(userId) },
        previous: shown.previous,
        next: shown.next,
        folder: shown.folder,
        jobClasses: shown.names.lookups.jobClasses,
        groups: shown.names.lookups.groups,
      };
    },
  );

  app.get<Validated<typeof input.compare>>(
    '/jobs/:jobAdminId/compare',
    { config: { access, input: input.compare, projectors: fromTheLog } },
    async (request): Promise<JobComparison> => {
      const log = await logOf(request, request.params.jobAdminId);
      const { query } = request;
      mustBeInLog(log, query);
      const [from, to] = await Promise.all([
        folderAt(log, { position: query.from }),
        folderAt(log, { position: query.to }),
      ]);
      const moment = (shown: typeof from) => ({ position: shown.event.position, at: shown.event.metadata.at });
      return {
        jobAdminId: log.jobAdminId,
        from: moment(from),
        to: moment(to),
        changes: compareFolders(from.folder, to.folder),
      };
    },
  );

  app.get<Validated<typeof input.trail>>(
    '/locations/trail',
    { config: { access, input: input.trail, projectors: fromTheLog } },
    async (request): Promise<LocationTrail> => {
      const log = await locationLogOf(request);
      const entries: TrailEntry[] = [];
      await replayEvents(log.events, locationProjectors, log.head, (event, models, before) => {
        if (!log.told(event)) return;
        const { userId } = event.metadata;
        const actor = { userId, name: userId === systemUserId ? 'System' : personName(models.lookup('users', userId)) };
        entries.push(...trailEntriesOf({ event, before, after: models.lookup, location: log.location }, actor));
      });
      return { ...pageOfTrail(entries, request.query), people: peopleOf(entries), head: log.head };
    },
  );

  app.get<Validated<typeof input.settingsAt>>(
    '/locations/settings-at',
    { config: { access, input: input.settingsAt, projectors: fromTheLog } },
    async (request): Promise<SettingsAtMoment> => {
      const { at } = request.query;
      if (Date.parse(at) > now().getTime()) throw invalid([{ field: 'at', message: auditMessages.afterNow }]);
      const log = await locationLogOf(request);
      const upTo = log.events.filter((e) => e.metadata.at <= at);
      const models = await replayEvents(upTo, locationProjectors, log.head);
      const lists = async <T>(list: 'departments' | 'jobClasses' | 'badges') =>
        liveInOrder(list, await listOf<T>(models.view, list, log.location));
      const [departments, jobClasses, badges] = await Promise.all([
        lists<Department>('departments'),
        lists<JobClass>('jobClasses'),
        lists<Badge>('badges'),
      ]);
      const users = models
        .all('users')
        .filter((u) => !u.deletedAt && (u.locationShortNames as string[]).includes(log.location))
        .map((u) => ({
          userId: String(u.id),
          name: personName(u),
          email: String(u.email),
          roles: [...(u.roles as string[])].sort(),
          isActive: u.isActive !== false,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.userId < b.userId ? -1 : 1));
      return { at, position: upTo.findLast(log.told)?.position ?? null, departments, jobClasses, badges, users };
    },
  );
}
