import {
  cycleTimeRange,
  dateEntryEntriesQuerySchema,
  dateEntryQuerySchema,
  dateEntryReportSchema,
  dateEntryRowsSchema,
  idParams,
} from '@bayline/contracts';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jobAt } from '../production/lookups.ts';
import { dateEntryReport, dateEntryRows, jobDateEntries } from './date-entry.ts';
import { todayAt } from './routes.ts';

const input = {
  report: { query: dateEntryQuerySchema },
  entries: { query: dateEntryEntriesQuerySchema },
  job: { params: idParams('jobAdminId') },
};
/** The projectors each read waits for when it names a position. */
const from = { report: ['date-entries', 'identity'], job: ['date-entries', 'identity', 'jobs'] };

/** The Date Entry report and its drill-down (dash read), and a job's date entries (job folder read). */
export async function dateEntryQueries(app: FastifyInstance, readStore: ReadStore) {
  /** The session's location and the range asked, by default the 90 days to its today. */
  const ask = async (request: FastifyRequest<{ Querystring: { start?: string; end?: string } }>) => {
    const here = sessionOf(request).locationShortName;
    return [readStore, here, cycleTimeRange(request.query, await todayAt(readStore, request, here))] as const;
  };

  app.get<Validated<typeof input.report>>(
    '/reports/date-entry',
    {
      config: {
        access: { area: 'dash', need: 'read' },
        answers: { 200: dateEntryReportSchema },
        input: input.report,
        projectors: from.report,
      },
    },
    async (request) => dateEntryReport(...(await ask(request)), request.query),
  );

  app.get<Validated<typeof input.entries>>(
    '/reports/date-entry/entries',
    {
      config: {
        access: { area: 'dash', need: 'read' },
        answers: { 200: dateEntryRowsSchema },
        input: input.entries,
        projectors: from.report,
      },
    },
    async (request) => dateEntryRows(...(await ask(request)), request.query),
  );

  app.get<Validated<typeof input.job>>(
    '/reports/date-entry/jobs/:jobAdminId',
    {
      config: {
        access: { area: 'jobfolder', need: 'read' },
        answers: { 200: dateEntryRowsSchema },
        input: input.job,
        projectors: from.job,
      },
    },
    async (request) => {
      await jobAt(readStore, sessionOf(request).locationShortName, request.params.jobAdminId);
      return jobDateEntries(readStore, request.params.jobAdminId);
    },
  );
}
