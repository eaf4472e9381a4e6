import {
  allows,
  type Contact,
  countryParamsSchema,
  type Department,
  dayInZone,
  type JobClass,
  type LocationMetrics,
  type LocationSettings,
  type LocationSummary,
  locationMetrics,
  locationSettingsViewOf,
  Refusal,
  subdivisionsOf,
} from '@bayline/contracts';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance } from 'fastify';
import { listOf } from '../production/lookups.ts';

const input = { none: {}, country: { params: countryParamsSchema } };

/** Location settings, its capacity metrics and the state/province lists of its form (spec 2 sections 3 and 7, spec 3 section 2.4). */
export async function locationQueries(app: FastifyInstance, readStore: ReadStore) {
  // Every screen reads the location's name, time zone and today; administrators read all of it, with its version.
  app.get(
    '/locations/settings',
    { config: { access: 'location', input: input.none, projectors: ['locations', 'settings'] } },
    async (request, reply) => {
      const session = sessionOf(request);
      const here = session.locationShortName;
      const doc = (await readStore.get('locationSettings', here)) as
        | (LocationSettings & { id: string; version: number })
        | undefined;
      if (!doc) throw new Refusal(404, 'Location not found');
      const { id: _id, version, ...settings } = doc;
      if (!allows(session.permissions.admin, 'read')) {
        const { shortName, name, alias, timeZone, enableMessaging, smsSendPhone } = settings;
        const summary: LocationSummary = {
          shortName,
          name,
          alias,
          timeZone,
          enableMessaging,
          smsSendPhone,
          today: dayInZone(new Date(), timeZone),
        };
        return summary;
      }
      const [contacts, jobClasses] = await Promise.all([
        listOf<Contact>(readStore, 'contacts', here),
        listOf<JobClass>(readStore, 'jobClasses', here),
      ]);
      reply.header('etag', `"${version}"`);
      return locationSettingsViewOf(settings, version, { contacts, jobClasses });
    },
  );

  // The top bar's capacity indicators: the metrics projector's counters read with the department flow and goals.
  app.get(
    '/locations/metrics',
    { config: { access: 'location', input: input.none, projectors: ['metrics', 'settings', 'locations'] } },
    async (request): Promise<LocationMetrics> => {
      const here = sessionOf(request).locationShortName;
      const [counters, departments, settings] = await Promise.all([
        readStore.get('locationMetrics', here),
        listOf<Department>(readStore, 'departments', here),
        readStore.get('locationSettings', here) as Promise<LocationSettings | undefined>,
      ]);
      if (!settings) throw new Refusal(404, 'Location not found');
      return locationMetrics(departments, (counters?.jobsByDepartment as Record<string, number>) ?? {}, settings);
    },
  );

  app.get<Validated<typeof input.country>>(
    '/locations/country/:country',
    { config: { access: 'location', input: input.country } },
    async (request) => subdivisionsOf(request.params.country),
  );
}
