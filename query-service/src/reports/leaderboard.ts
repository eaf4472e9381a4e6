import {
  type AssigneeLaborFlags,
  addDays,
  assigneeLaborFlagsSchema,
  type Contact,
  type Department,
  type DeparturesArrivals,
  departuresArrivalsSchema,
  type LeaderboardRange,
  type LeaderboardTotals,
  laborFlagsByAssignee,
  leaderboardRangeSchema,
  leaderboardTotals,
  leaderboardTotalsSchema,
  movingJobs,
  type Names,
  Refusal,
  RoState,
  rangeInstants,
  rateFlags,
} from '@bayline/contracts';
import { locationSettingsModel } from '@bayline/contracts/read-models/identity';
import { laborFlagsModel, laborJobsModel } from '@bayline/contracts/read-models/leaderboard';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance } from 'fastify';
import { listOf, lookupsFor } from '../production/lookups.ts';
import { jobsOn } from './read.ts';

const input = { range: { query: leaderboardRangeSchema } };
/** The read models the leaderboard is made from: a read that names a position waits for these only. */
const fromLeaderboard = ['leaderboard', 'settings', 'locations'];
/** The Departures and Arrivals lists are read from the reports read model's job days. */
const fromReportJobs = ['reports', 'settings'];

/**
 * The flags of a range at a location, rated with its departments as they are now, and the names they are shown
 * with. The range is of days at the location: its time zone says which instants they span.
 */
async function ratedFlags(readStore: ReadStore, location: string, range: LeaderboardRange) {
  const [settings, departments, contacts] = await Promise.all([
    readStore.collection(locationSettingsModel).get(location),
    listOf<Department>(readStore, 'departments', location),
    listOf<Contact>(readStore, 'contacts', location),
  ]);
  if (!settings) throw new Refusal('UnknownLocation', 'Location not found');
  const timeZone = String(settings.timeZone);
  const { from, to } = rangeInstants(range, timeZone);
  const flags = await readStore.collection(laborFlagsModel).find({
    locationShortName: location,
    dateTimeOut: { $gte: from, $lt: to },
  });
  const contactById = new Map(contacts.map((c) => [c.contactId, c.name]));
  const departmentById = new Map(departments.map((d) => [d.departmentId, d]));
  const names: Names = {
    assignee: (contactId) => contactById.get(contactId),
    department: (departmentId) => departmentById.get(departmentId),
  };
  return { rated: rateFlags(flags, departments), names, timeZone };
}

/** The hours of the jobs whose date `field` (Job Complete or Delivered) falls in the range; voided jobs count none. */
async function hoursOfJobsBy(
  readStore: ReadStore,
  location: string,
  field: 'dateReady' | 'datePickup',
  range: LeaderboardRange,
) {
  const jobs = await readStore.collection(laborJobsModel).find({
    locationShortName: location,
    [field]: { $gte: range.startDate, $lt: addDays(range.endDate, 1) },
  });
  return jobs.filter((job) => job.roState !== RoState.void).map((job) => ({ hours: Number(job.hours) || 0 }));
}

/**
 * The leaderboard (spec 3 section 2.10; figures defined in docs/metrics.md "Leaderboard"). Any user of the location
 * reads it: the side menu offers it without the dash right (spec 3 section 2.3).
 */
export async function leaderboardQueries(app: FastifyInstance, readStore: ReadStore) {
  app.get<Validated<typeof input.range>>(
    '/Leaderboard/GetLeaderboardTotals',
    {
      config: {
        access: 'location',
        answers: { 200: leaderboardTotalsSchema },
        input: input.range,
        projectors: fromLeaderboard,
      },
    },
    async (request): Promise<LeaderboardTotals> => {
      const location = sessionOf(request).locationShortName;
      const range = request.query;
      const [{ rated, names }, ready, delivered] = await Promise.all([
        ratedFlags(readStore, location, range),
        hoursOfJobsBy(readStore, location, 'dateReady', range),
        hoursOfJobsBy(readStore, location, 'datePickup', range),
      ]);
      return leaderboardTotals(range, rated, ready, delivered, names);
    },
  );

  app.get<Validated<typeof input.range>>(
    '/Leaderboard/GetLaborFlagsByAssignee',
    {
      config: {
        access: 'location',
        answers: { 200: assigneeLaborFlagsSchema },
        input: input.range,
        projectors: fromLeaderboard,
      },
    },
    async (request): Promise<AssigneeLaborFlags[]> => {
      const { rated, names, timeZone } = await ratedFlags(
        readStore,
        sessionOf(request).locationShortName,
        request.query,
      );
      return laborFlagsByAssignee(rated, names, timeZone);
    },
  );
  // The lists name the jobs' customers, as the terminal's cards do: the same right, to read job folders.
  app.get<Validated<typeof input.range>>(
    '/Leaderboard/GetDeparturesArrivals',
    {
      config: {
        access: { area: 'jobfolder', need: 'read' },
        answers: { 200: departuresArrivalsSchema },
        input: input.range,
        projectors: fromReportJobs,
      },
    },
    async (request): Promise<DeparturesArrivals> => {
      const location = sessionOf(request).locationShortName;
      const range = request.query;
      const days = { start: range.startDate, end: range.endDate };
      const [scheduledOut, delivered, scheduledIn, arrived, lookups] = await Promise.all([
        jobsOn(readStore, location, 'scheduledOutOn', days),
        jobsOn(readStore, location, 'deliveredOn', days),
        jobsOn(readStore, location, 'scheduledInOn', days),
        jobsOn(readStore, location, 'arrivedOn', days),
        lookupsFor(readStore, location),
      ]);
      return {
        startDate: range.startDate,
        endDate: range.endDate,
        departures: movingJobs('departures', [...scheduledOut, ...delivered], range, lookups.jobClass),
        arrivals: movingJobs('arrivals', [...scheduledIn, ...arrived], range, lookups.jobClass),
      };
    },
  );
}
