import { type KeyObject, randomUUID } from 'node:crypto';
import {
  type AuditEvents,
  type AuditJobRef,
  auditJobParams,
  auditJobRefSchema,
  auditMessages,
  auditNumberParams,
  auditStreamOf,
  type Badge,
  compareQuerySchema,
  type Department,
  exportFileName,
  exportKeySchema,
  exportQuerySchema,
  type HistoryEntry,
  historyQuerySchema,
  invalid,
  type JobAtMoment,
  type JobClass,
  type JobComparison,
  type JobHistory,
  type JobHistoryExport,
  jobAtMomentSchema,
  jobComparisonSchema,
  jobHistoryExportSchema,
  jobHistorySchema,
  type LocationTrail,
  liveInOrder,
  locationTrailSchema,
  momentQuerySchema,
  notFound,
  type SettingsAtMoment,
  schemaVersionOf,
  settingsAtMomentSchema,
  settingsAtQuerySchema,
  type TrailEntry,
  trailQuerySchema,
} from '@bayline/contracts';
import { locationSettingsModel, usersModel } from '@bayline/contracts/read-models/identity';
import { jobsModel } from '@bayline/contracts/read-models/jobs';
import type { EventStore } from '@bayline/platform/event-store/port';
import { requestLanguage, sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attachment } from '../media/routes.ts';
import { listOf, userNames } from '../production/lookups.ts';
import { chain } from './chain.ts';
import { entriesOf, exportEntriesOf, filterHistory, peopleOf } from './entries.ts';
import { exportPdf } from './export-pdf.ts';
import { auditFolderOf, compareFolders } from './folder.ts';
import { readLocationLog, userStreamsOf } from './location-log.ts';
import { type Names, namesIn, systemUserId } from './names.ts';
import { exportPublicKey, signExport } from './signature.ts';
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
  /** The installation's Ed25519 key every export is signed with (made once and kept, or BAYLINE_EXPORT_KEY). */
  exportKey: KeyObject;
}

const access = { area: 'audit', need: 'read' } as const;
/** Read from the event store, which is always current: a read that names a position waits for no projector. */
const fromTheLog: string[] = [];
const input = {
  number: { params: auditNumberParams },
  history: { params: auditJobParams, query: historyQuerySchema },
  moment: { params: auditJobParams, query: momentQuerySchema },
  compare: { params: auditJobParams, query: compareQuerySchema },
  export: { params: auditJobParams, query: exportQuerySchema },
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
  const now = () => app.now();
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
    { config: { access, answers: { 200: auditJobRefSchema }, input: input.number, projectors: ['jobs'] } },
    async (request): Promise<AuditJobRef> => {
      const [doc] = await deps.readStore
        .collection(jobsModel)
        .find(
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

  /** The entries of the job's own events, oldest first, each told with the names of its moment. */
  async function jobEntries(log: JobLog) {
    const entries: HistoryEntry[] = [];
    let names: Names | undefined;
    await replay(log, projectors, log.head, async (event, before, models, othersSince) => {
      // Names change only with the settings and people: read again only after one of their events.
      if (!names || othersSince) names = await namesIn(models.view, log.location, log.people);
      const after = models.lookup(jobsModel.collection, log.jobAdminId)!;
      entries.push(...entriesOf({ event, before, after }, names, log.fileName));
    });
    return { entries, names: names! };
  }

  app.get<Validated<typeof input.history>>(
    '/jobs/:jobAdminId/history',
    { config: { access, answers: { 200: jobHistorySchema }, input: input.history, projectors: fromTheLog } },
    async (request): Promise<JobHistory> => {
      const log = await logOf(request, request.params.jobAdminId);
      const { entries: changes, names } = await jobEntries(log);
      // The exports among the changes, by position: both lists are oldest first.
      const entries = [...changes, ...exportEntriesOf(log.exports, names)].sort((a, b) => a.position - b.position);
      return {
        jobAdminId: log.jobAdminId,
        jobAdminInt: log.jobAdminInt,
        head: log.jobEvents.at(-1)!.position,
        entries: filterHistory(entries, request.query),
        people: peopleOf(entries),
      };
    },
  );

  /**
   * The public key exports are signed with, for anyone holding an export to check it against: no session, as a
   * third party verifies without one, and nothing secret in it.
   */
  const exportKey = exportPublicKey(deps.exportKey);
  app.get(
    '/export-key',
    { config: { access: 'public', answers: { 200: exportKeySchema }, input: {}, projectors: fromTheLog } },
    async () => exportKey,
  );

  /**
   * The job's history to take away, each event chained to the one before by its hash (chain.ts); the export is
   * recorded on the job's audit stream with the head hash, and shows in the history as an export by whom.
   */
  app.get<Validated<typeof input.export>>(
    '/jobs/:jobAdminId/export',
    {
      config: {
        access,
        answers: { 200: jobHistoryExportSchema },
        input: input.export,
        projectors: fromTheLog,
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const log = await logOf(request, request.params.jobAdminId);
      const { entries } = await jobEntries(log);
      const { format } = request.query;
      const byPosition = new Map<number, HistoryEntry[]>();
      for (const entry of entries) byPosition.set(entry.position, [...(byPosition.get(entry.position) ?? []), entry]);
      const events = chain(
        log.jobEvents.map((event) => {
          const told = byPosition.get(event.position) ?? [];
          return {
            position: event.position,
            type: event.type,
            version: event.version,
            data: event.data,
            metadata: { userId: event.metadata.userId, who: told[0]?.actor.name ?? '', at: event.metadata.at },
            changes: told.map(({ kind, subject, place, before, after }) => ({ kind, subject, place, before, after })),
          };
        }),
      );
      const { userId } = session.user;
      const [settings, exporter] = await Promise.all([
        deps.readStore.collection(locationSettingsModel).get(log.location),
        userNames(deps.readStore, [userId]),
      ]);
      const exported: JobHistoryExport = signExport(
        {
          format: 'bayline-job-history',
          chain: 'sha256-canonical-json-v1',
          jobAdminId: log.jobAdminId,
          jobAdminInt: log.jobAdminInt,
          location: log.location,
          timeZone: settings?.timeZone ?? 'UTC',
          exportedAt: now().toISOString(),
          exportedBy: { userId, name: exporter.get(userId) ?? '' },
          events,
          headHash: events.at(-1)!.hash,
        },
        deps.exportKey,
      );
      const body = format === 'pdf' ? await exportPdf(exported, requestLanguage(request)) : exported;
      const recorded: AuditEvents['JobHistoryExported'] = {
        jobAdminId: log.jobAdminId,
        format,
        headHash: exported.headHash,
        events: events.length,
      };
      await deps.store.append(
        auditStreamOf(log.jobAdminId),
        [
          {
            type: 'JobHistoryExported',
            data: { ...recorded },
            metadata: {
              userId,
              at: exported.exportedAt,
              locationShortName: log.location,
              correlationId: randomUUID(),
              schemaVersion: schemaVersionOf('JobHistoryExported'),
            },
          },
        ],
        // Exports only add up: two at once are both recorded.
        { expectedVersion: 'any' },
      );
      return reply
        .header('content-type', format === 'pdf' ? 'application/pdf' : 'application/json; charset=utf-8')
        .header('content-disposition', attachment(exportFileName(log.jobAdminInt, format)))
        .send(body);
    },
  );

  app.get<Validated<typeof input.moment>>(
    '/jobs/:jobAdminId/moment',
    { config: { access, answers: { 200: jobAtMomentSchema }, input: input.moment, projectors: fromTheLog } },
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
    { config: { access, answers: { 200: jobComparisonSchema }, input: input.compare, projectors: fromTheLog } },
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
    { config: { access, answers: { 200: locationTrailSchema }, input: input.trail, projectors: fromTheLog } },
    async (request): Promise<LocationTrail> => {
      const log = await locationLogOf(request);
      const entries: TrailEntry[] = [];
      await replayEvents(log.events, locationProjectors, log.head, (event, models, before) => {
        if (!log.told(event)) return;
        const { userId } = event.metadata;
        const actor = {
          userId,
          name: userId === systemUserId ? 'System' : personName(models.lookup(usersModel.collection, userId)),
        };
        entries.push(...trailEntriesOf({ event, before, after: models.lookup, location: log.location }, actor));
      });
      return { ...pageOfTrail(entries, request.query), people: peopleOf(entries), head: log.head };
    },
  );

  app.get<Validated<typeof input.settingsAt>>(
    '/locations/settings-at',
    { config: { access, answers: { 200: settingsAtMomentSchema }, input: input.settingsAt, projectors: fromTheLog } },
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
        .all(usersModel.collection)
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
