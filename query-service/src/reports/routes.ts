import {
  type Badge,
  type Contact,
  cycleTimeAnalyticsSchema,
  cycleTimeJobsQuerySchema,
  cycleTimeQuerySchema,
  cycleTimeRange,
  cycleTimeStaysSchema,
  dayInZone,
  displayPreferencesOf,
  drillDownQuerySchema,
  drillDownSchema,
  drillMessages,
  forbidden,
  type Group,
  invalid,
  type JobClass,
  notFound,
  type ReportOption,
  reportDataSchema,
  reportOptionParamsKeySchema,
  reportOptionParamsSchema,
  reportOptionsSchema,
  reportRange,
  reportRunQuerySchema,
  reportTemplates,
  reportTemplatesSchema,
  savedReportsInOrder,
  savedReportsSchema,
  userMessages,
} from '@bayline/contracts';
import { locationSettingsModel } from '@bayline/contracts/read-models/identity';
import {
  type SavedReportDoc,
  savedReportsModel,
  savedReportsVersionsModel,
} from '@bayline/contracts/read-models/reports';
import { type Session, sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listOf } from '../production/lookups.ts';
import { cycleTimeAnalytics, cycleTimeStays } from './analytics.ts';
import { reportData } from './data.ts';
import { drillDown } from './drilldown.ts';

const read = { area: 'dash', need: 'read' } as const;
const input = {
  none: {},
  data: { params: reportOptionParamsSchema, query: reportRunQuerySchema },
  options: { params: reportOptionParamsKeySchema },
  cycleTime: { query: cycleTimeQuerySchema },
  cycleTimeJobs: { query: cycleTimeJobsQuerySchema },
  drillDown: { params: reportOptionParamsSchema, query: drillDownQuerySchema },
};
/** The projectors each read waits for when it names a position. */
const from = {
  saved: ['saved-reports'],
  data: ['reports', 'saved-reports', 'settings', 'locations'],
  options: ['settings'],
  analytics: ['reports', 'settings', 'locations', 'date-entries'],
};

const asReport = ({ id: _id, locationShortName: _l, ...report }: SavedReportDoc) => report;

/** The location a read names: one of the user's (403 before anything is looked up), else the selected one. */
function namedLocation(session: Session, location: string | undefined) {
  if (location !== undefined && !session.user.locationShortNames.includes(location))
    throw forbidden(userMessages.notYourLocation);
  return location ?? session.locationShortName;
}

/**
 * The selected location's saved report (another location's is answered as an unknown one). Only the report card
 * reads another of the user's locations.
 */
async function reportAt(readStore: ReadStore, session: Session, id: string, location: string) {
  const here = session.locationShortName;
  const doc = await readStore.collection(savedReportsModel).get(id);
  if (!doc || doc.locationShortName !== here) throw notFound('Report');
  const report = asReport(doc);
  if (location !== here && report.setType !== 'reportCard')
    throw invalid([{ field: 'location', message: drillMessages.locationOnlyCard }]);
  return report;
}

/** Today at the session's location, in its time zone, by the app's clock. */
export async function todayAt(readStore: ReadStore, request: FastifyRequest, location: string) {
  const settings = await readStore.collection(locationSettingsModel).get(location);
  return dayInZone(request.server.now(), settings?.timeZone ?? 'UTC');
}

const weekStartOf = (session: Session) =>
  displayPreferencesOf(session.user.displayPreferences?.[session.locationShortName]).weekStart;

/** The values a filter takes, active ones first, then by name. */
function options<T>(items: T[], of: (item: T) => ReportOption & { deletedAt?: string | null }): ReportOption[] {
  return items
    .map(of)
    .filter((o) => !o.deletedAt)
    .map(({ deletedAt: _, ...o }) => o)
    .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.label.localeCompare(b.label));
}

/** Saved reports, their data, filter options and the cycle-time analytics (spec 3 sections 2.8, 2.9 and 7). */
export async function reportQueries(app: FastifyInstance, readStore: ReadStore) {
  app.get(
    '/reports/templates',
    { config: { access: read, answers: { 200: reportTemplatesSchema }, input: input.none } },
    async () => reportTemplates,
  );

  // With the stream version as ETag: Move Chart sends it back.
  app.get(
    '/reports/saved',
    { config: { access: read, answers: { 200: savedReportsSchema }, input: input.none, projectors: from.saved } },
    async (request, reply) => {
      const here = sessionOf(request).locationShortName;
      const [docs, version] = await Promise.all([
        readStore.collection(savedReportsModel).find({ locationShortName: here }),
        readStore.collection(savedReportsVersionsModel).get(here),
      ]);
      reply.header('etag', `"${version?.version ?? -1}"`);
      return savedReportsInOrder(docs.map(asReport));
    },
  );

  /** Who asks what, where: the report, the range it runs over, and the location asked for. */
  const reportAsk = async (
    request: FastifyRequest<{ Params: { reportOptionId: string }; Querystring: { start?: string; end?: string } }>,
    location: string,
  ) => {
    const session = sessionOf(request);
    const here = session.locationShortName;
    const report = await reportAt(readStore, session, request.params.reportOptionId, location);
    const today = await todayAt(readStore, request, here);
    const range = reportRange(report.filters, report.setType, report.chartType, today, request.query);
    return { report, ask: { readStore, location: here, locations: session.user.locationShortNames, today, range } };
  };

  // The report card's `location` asks for that location's page alone.
  app.get<Validated<typeof input.data>>(
    '/reports/data/:reportOptionId',
    { config: { access: read, answers: { 200: reportDataSchema }, input: input.data, projectors: from.data } },
    async (request) => {
      const location = namedLocation(sessionOf(request), request.query.location);
      const { report, ask } = await reportAsk(request, location);
      return reportData(report, request.query.location ? { ...ask, locations: [location] } : ask);
    },
  );

  app.get<Validated<typeof input.drillDown>>(
    '/reports/drilldown/:reportOptionId',
    { config: { access: read, answers: { 200: drillDownSchema }, input: input.drillDown, projectors: from.data } },
    async (request) => {
      const location = namedLocation(sessionOf(request), request.query.location);
      const { report, ask } = await reportAsk(request, location);
      return drillDown(report, ask, location, request.query);
    },
  );

  app.get<Validated<typeof input.options>>(
    '/reports/options/:key',
    { config: { access: read, answers: { 200: reportOptionsSchema }, input: input.options, projectors: from.options } },
    async (request): Promise<ReportOption[]> => {
      const here = sessionOf(request).locationShortName;
      switch (request.params.key) {
        case 'assignee':
          return options(await listOf<Contact>(readStore, 'contacts', here), (c) => ({
            value: c.contactId,
            label: c.name,
            isActive: c.isActive,
            deletedAt: c.deletedAt,
          }));
        case 'badge':
          return options(await listOf<Badge>(readStore, 'badges', here), (b) => ({
            value: b.badgeId,
            label: b.description,
            isActive: b.isActive,
            deletedAt: b.deletedAt,
          }));
        case 'group':
          return options(await listOf<Group>(readStore, 'groups', here), (g) => ({
            value: g.shortName,
            label: g.name,
            isActive: g.isActive,
            deletedAt: g.deletedAt,
          }));
        case 'jobClass':
          return options(await listOf<JobClass>(readStore, 'jobClasses', here), (c) => ({
            value: c.jobClassId,
            label: c.name,
            color: c.displayColor,
            isActive: c.isActive,
            deletedAt: c.deletedAt,
          }));
        default: {
          // Badge states, by number: the first badge's wording and colour of each.
          const states = new Map<number, ReportOption>();
          for (const badge of await listOf<Badge>(readStore, 'badges', here))
            for (const s of badge.deletedAt ? [] : badge.badgeStates)
              if (!states.has(s.state))
                states.set(s.state, { value: String(s.state), label: s.description, color: s.color, isActive: true });
          return [...states.entries()].sort(([a], [b]) => a - b).map(([, o]) => o);
        }
      }
    },
  );

  /** The session's location, the range asked (by default the 90 days to its today) and the user's week start. */
  const analyticsAsk = async (request: FastifyRequest<{ Querystring: { start?: string; end?: string } }>) => {
    const session = sessionOf(request);
    const here = session.locationShortName;
    const range = cycleTimeRange(request.query, await todayAt(readStore, request, here));
    return [readStore, here, range, weekStartOf(session)] as const;
  };

  app.get<Validated<typeof input.cycleTime>>(
    '/analytics/cycletime',
    {
      config: {
        access: read,
        answers: { 200: cycleTimeAnalyticsSchema },
        input: input.cycleTime,
        projectors: from.analytics,
      },
    },
    async (request) => cycleTimeAnalytics(...(await analyticsAsk(request)), request.query),
  );

  app.get<Validated<typeof input.cycleTimeJobs>>(
    '/analytics/cycletime/jobs',
    {
      config: {
        access: read,
        answers: { 200: cycleTimeStaysSchema },
        input: input.cycleTimeJobs,
        projectors: from.analytics,
      },
    },
    async (request) => cycleTimeStays(...(await analyticsAsk(request)), request.query),
  );
}
