import {
  type AuditJobRef,
  auditJobParams,
  auditNumberParams,
  compareQuerySchema,
  type HistoryEntry,
  historyQuerySchema,
  type JobAtMoment,
  type JobComparison,
  type JobHistory,
  momentQuerySchema,
  notFound,
} from '@bayline/contracts';
import type { EventStore } from '@bayline/platform/event-store/port';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entriesOf, filterHistory, peopleOf } from './entries.ts';
import { auditFolderOf, compareFolders } from './folder.ts';
import { type Names, namesIn } from './names.ts';
import {
  eventAt,
  type JobLog,
  mustBeInLog,
  type ReplayProjector,
  readJobLog,
  replay,
  replayedProjectors,
} from './timeline.ts';

export interface AuditDeps {
  /** Read for the history itself: time travel never reads a read model, so it is right while a projector is stopped. */
  store: EventStore;
  /** The folds of `replayedProjectors`, handed in by the composition. */
  projectors: readonly ReplayProjector[];
  /** Only to find a job by its number. */
  readStore: ReadStore;
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
};

/** Auditors' time travel (issue 13): a job's history, the job at a moment, and two moments compared. */
export async function auditQueries(app: FastifyInstance, deps: AuditDeps) {
  const missing = replayedProjectors.filter((name) => !deps.projectors.some((p) => p.name === name));
  if (missing.length) throw new Error(`The audit views replay through projectors not given: ${missing.join(', ')}`);
  // In the order the read models are kept: people and settings before the job that names them.
  const projectors = replayedProjectors.map((name) => deps.projectors.find((p) => p.name === name)!);
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
}
