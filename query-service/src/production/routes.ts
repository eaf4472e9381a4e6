import {
  activeInOrder,
  type Department,
  dayInZone,
  type JobClass,
  type LocationInfo,
  Refusal,
  RoState,
} from '@bayline/contracts';
import { parse, sessionOf } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { boardOrder, jobWithNames, listOf, lookupsFor } from './lookups.ts';

const read = { area: 'jobfolder', need: 'read' } as const;
const searchSchema = z.object({
  search: z
    .string({ error: 'Search text is required' })
    .trim()
    .max(100, { error: 'Search must be 100 characters or fewer' }),
});
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function productionQueries(app: FastifyInstance, readStore: ReadStore) {
  const here = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).locationShortName;

  app.get('/departments', { config: { access: 'location' } }, async (request) =>
    activeInOrder(await listOf<Department>(readStore, 'departments', here(request))),
  );

  app.get<{ Params: { shortName: string } }>(
    '/departments/:shortName/subdepartments',
    { config: { access: 'location' } },
    async (request) => {
      const departments = await listOf<Department>(readStore, 'departments', here(request));
      const department = departments.find((d) => d.shortName.toLowerCase() === request.params.shortName.toLowerCase());
      if (!department || department.deletedAt) throw new Refusal(404, 'Department not found');
      return department.subdepartments.filter((s) => s.isActive).sort((a, b) => a.sortOrder - b.sortOrder);
    },
  );

  app.get('/jobclass', { config: { access: 'location' } }, async (request) =>
    (await listOf<JobClass>(readStore, 'jobClasses', here(request)))
      .filter((c) => !c.deletedAt)
      .sort((a, b) => a.sortOrder - b.sortOrder),
  );

  for (const [path, collection] of [
    ['/groups', 'groups'],
    ['/badges', 'badges'],
    ['/contacts', 'contacts'],
  ] as const)
    app.get(path, { config: { access: 'location' } }, async (request) =>
      (await listOf<{ deletedAt: string | null }>(readStore, collection, here(request))).filter((i) => !i.deletedAt),
    );

  app.get('/locations/settings', { config: { access: 'location' } }, async (request) => {
    const location = (await readStore.get('locations', here(request))) as (LocationInfo & { id: string }) | undefined;
    if (!location) throw new Refusal(404, 'Location not found');
    const { id: _id, ...info } = location;
    return { ...info, today: dayInZone(new Date(), info.timeZone) };
  });

  app.get('/jobadmins/open', { config: { access: read } }, async (request) => {
    const location = here(request);
    const [docs, lookups] = await Promise.all([
      readStore.find('jobs', { locationShortName: location, roState: RoState.open }),
      lookupsFor(readStore, location),
    ]);
    return docs.map((d) => jobWithNames(d, lookups)).sort(boardOrder(lookups));
  });

  app.get<{ Params: { jobAdminId: string } }>(
    '/jobadmins/asfolder/:jobAdminId',
    { config: { access: read } },
    async (request, reply) => {
      const location = here(request);
      const doc = await readStore.get('jobs', request.params.jobAdminId);
      if (!doc) throw new Refusal(404, 'Job not found');
      if (doc.locationShortName !== location)
        throw new Refusal(403, 'Not allowed', { detail: 'This job belongs to another location' });
      const job = jobWithNames(doc, await lookupsFor(readStore, location));
      reply.header('etag', `"${job.version}"`);
      return { ...job, jobId: job.jobAdminId };
    },
  );

  app.get('/jobadmins/search', { config: { access: read } }, async (request) => {
    const { search } = parse(searchSchema, request.query);
    if (!search) return [];
    const location = here(request);
    const pattern = { $regex: escapeRegex(search), $options: 'i' };
    const number = /^\d+$/.test(search) ? [{ jobAdminInt: Number(search) }] : [];
    const digits = search.replace(/\D/g, '');
    const phone = digits.length >= 3 ? [{ clientCellular: { $regex: digits.split('').join('\\D*') } }] : [];
    const [docs, lookups] = await Promise.all([
      readStore.find(
        'jobs',
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
  });
}
