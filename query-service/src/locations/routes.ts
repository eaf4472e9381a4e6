import {
  allows,
  type Contact,
  countryParamsSchema,
  type Department,
  dayInZone,
  type JobClass,
  type LocationMetrics,
  type LocationSummary,
  locationMetrics,
  locationMetricsSchema,
  locationSettingsAnswerSchema,
  locationSettingsViewOf,
  Refusal,
  subdivisionsOf,
  subdivisionsSchema,
} from '@bayline/contracts';
import { locationSettingsModel } from '@bayline/contracts/read-models/identity';
import { locationMetricsModel } from '@bayline/contracts/read-models/metrics';
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
    {
      config: {
        access: 'location',
        answers: { 200: locationSettingsAnswerSchema },
        input: input.none,
        projectors: ['locations', 'settings'],
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const here = session.locationShortName;
      const doc = await readStore.collection(locationSettingsModel).get(here);
      if (!doc) throw new Refusal('UnknownLocation', 'Location not found');
      const { id: _id, version, ...settings } = doc;
      if (!allows(session.permissions.admin, 'read')) {
        const { shortName, name, alias, timeZone, enableMessaging, smsSendPhone, notifyStart } = settings;
        const summary: LocationSummary = {
          shortName,
          name,
          alias,
          timeZone,
          enableMessaging,
          smsSendPhone,
          notifyStart,
          today: dayInZone(request.server.now(), timeZone),
        };
        return summary;
      }
      const [contacts, jobClasses] = await Promise.all([
        listOf<Contact>(readStore, 'contacts', here),
        listOf<JobClass>(readStore, 'jobClasses', here),
      ]);
      reply.header('etag', `"${version}"`);
      return locationSettingsViewOf(settings, version, { contacts, jobClasses }, request.server.now());
    },
  );

  // The top bar's capacity indicators: the metrics projector's counters read with the department flow and goals.
  app.get(
    '/locations/metrics',
    {
      config: {
        access: 'location',
        answers: { 200: locationMetricsSchema },
        input: input.none,
        projectors: ['metrics', 'settings', 'locations'],
      },
    },
    async (request): Promise<LocationMetrics> => {
      const here = sessionOf(request).locationShortName;
      const [counters, departments, settings] = await Promise.all([
        readStore.collection(locationMetricsModel).get(here),
        listOf<Department>(readStore, 'departments', here),
        readStore.collection(locationSettingsModel).get(here),
      ]);
      if (!settings) throw new Refusal('UnknownLocation', 'Location not found');
      return locationMetrics(departments, counters?.jobsByDepartment ?? {}, settings);
    },
  );

  app.get<Validated<typeof input.country>>(
    '/locations/country/:country',
    { config: { access: 'location', answers: { 200: subdivisionsSchema }, input: input.country } },
    async (request) => subdivisionsOf(request.params.country),
  );
}
