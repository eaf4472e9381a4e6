import {
  activeInOrder,
  type Department,
  estimateAnswerSchema,
  idParams,
  jobAdminSchema,
  jobFolderSchema,
  jobNoteSchema,
  jobTaskSchema,
  Level,
  Refusal,
  settingsListSchema,
  subdepartmentsSchema,
} from '@bayline/contracts';
import { estimatesModel } from '@bayline/contracts/read-models/folder';
import { jobsModel } from '@bayline/contracts/read-models/jobs';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { folderOf, notesOf, tasksOf } from './folder.ts';
import { jobAt, jobWithNames, listOf, lookupsFor } from './lookups.ts';
import { settingsListQueries } from './settings-lists.ts';

const read = { area: 'jobfolder', need: 'read' } as const;
/** The projectors a read is made from: a read that names a position waits for these only. */
const fromSettings = ['settings'];
const fromJobs = ['jobs', 'settings'];
const fromFolder = ['jobs', 'settings', 'notes', 'identity', 'media'];
/** What each read takes from the client; the others take nothing. */
const input = {
  none: {},
  job: { params: idParams('jobAdminId') },
  department: { params: idParams('shortName') },
  search: {
    query: z.object({
      search: z
        .string({ error: 'Search text is required' })
        .trim()
        .max(100, { error: 'Search must be 100 characters or fewer' }),
    }),
  },
};
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function productionQueries(app: FastifyInstance, readStore: ReadStore) {
  const here = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).locationShortName;
  await settingsListQueries(app, readStore);

  app.get(
    '/departments',
    {
      config: {
        access: 'location',
        answers: { 200: settingsListSchema('departments') },
        input: input.none,
        projectors: fromSettings,
      },
    },
    async (request) => activeInOrder(await listOf<Department>(readStore, 'departments', here(request))),
  );

  app.get<Validated<typeof input.department>>(
    '/departments/:shortName/subdepartments',
    {
      config: {
        access: 'location',
        answers: { 200: subdepartmentsSchema },
        input: input.department,
        projectors: fromSettings,
      },
    },
    async (request) => {
      const departments = await listOf<Department>(readStore, 'departments', here(request));
      const department = departments.find((d) => d.shortName.toLowerCase() === request.params.shortName.toLowerCase());
      if (!department || department.deletedAt) throw new Refusal('UnknownDepartment', 'Department not found');
      return department.subdepartments.filter((s) => s.isActive).sort((a, b) => a.sortOrder - b.sortOrder);
    },
  );

  const jobHere = (request: Parameters<typeof sessionOf>[0], jobAdminId: string) =>
    jobAt(readStore, here(request), jobAdminId);

  app.get<Validated<typeof input.job>>(
    '/jobadmins/asfolder/:jobAdminId',
    { config: { access: read, answers: { 200: jobFolderSchema }, input: input.job, projectors: fromFolder } },
    async (request, reply) => {
      const { doc, lookups } = await jobHere(request, request.params.jobAdminId);
      const folder = await folderOf(readStore, doc, lookups, request.server.now());
      // The Media tab is closed to a user without media access: not even the names are shown.
      if (sessionOf(request).permissions.jobmedia === Level.noAccess) folder.media = [];
      reply.header('etag', `"${folder.version}"`);
      return folder;
    },
  );

  app.get<Validated<typeof input.job>>(
    '/jobadmins/:jobAdminId/todos',
    { config: { access: read, answers: { 200: z.array(jobTaskSchema) }, input: input.job, projectors: fromFolder } },
    async (request) => {
      const { doc, lookups } = await jobHere(request, request.params.jobAdminId);
      return tasksOf(readStore, doc, lookups);
    },
  );

  app.get<Validated<typeof input.job>>(
    '/jobadmins/:jobAdminId/jobhistory',
    { config: { access: read, answers: { 200: z.array(jobNoteSchema) }, input: input.job, projectors: fromFolder } },
    async (request) => {
      await jobHere(request, request.params.jobAdminId);
      return notesOf(readStore, request.params.jobAdminId);
    },
  );

  app.get(
    '/estimates',
    {
      config: {
        access: { area: 'jobinformation', need: 'read' },
        answers: { 200: z.array(estimateAnswerSchema) },
        input: input.none,
        projectors: ['estimates'],
      },
    },
    async (request) =>
      (
        await readStore
          .collection(estimatesModel)
          .find({ locationShortName: here(request) }, { sort: { receivedAt: -1 } })
      ).map(({ id: _id, locationShortName: _l, ...estimate }) => estimate),
  );

  app.get<Validated<typeof input.search>>(
    '/jobadmins/search',
    { config: { access: read, answers: { 200: z.array(jobAdminSchema) }, input: input.search, projectors: fromJobs } },
    async (request) => {
      const { search } = request.query;
      if (!search) return [];
      const location = here(request);
      const pattern = { $regex: escapeRegex(search), $options: 'i' };
      const number = /^\d+$/.test(search) ? [{ jobAdminInt: Number(search) }] : [];
      const digits = search.replace(/\D/g, '');
      const phone = digits.length >= 3 ? [{ clientCellular: { $regex: digits.split('').join('\\D*') } }] : [];
      const [docs, lookups] = await Promise.all([
        readStore.collection(jobsModel).find(
          {
            locationShortName: location,
            $or: [
              ...number,
              ...phone,
              { clientName: pattern },
              { hat: pattern },
              { vin: pattern },
              { make: pattern },
              { model: pattern },
              { description: pattern },
            ],
          },
          { sort: { roState: 1, jobAdminInt: -1 }, limit: 100 },
        ),
        lookupsFor(readStore, location),
      ]);
      return docs.map((d) => jobWithNames(d, lookups));
    },
  );
}
