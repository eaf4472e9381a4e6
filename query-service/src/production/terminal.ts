import {
  addDays,
  type JobPromise,
  RoState,
  type TerminalDay,
  type TerminalJob,
  terminalDaySchema,
  terminalQuerySchema,
} from '@bayline/contracts';
import { type JobDoc, jobsModel } from '@bayline/contracts/read-models/jobs';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance } from 'fastify';
import { type Lookups, lookupsFor, namedBadges, namesOf } from './lookups.ts';
import { promiseProjectors, promisesAt } from './promise.ts';

const input = { day: { query: terminalQuerySchema } };

/** A job as a terminal card shows it (spec 3 section 3, "Terminal response"). */
function cardOf(job: JobDoc, lookups: Lookups, promise: JobPromise | null): TerminalJob {
  const names = namesOf(job, lookups);
  return {
    jobAdminId: job.jobAdminId,
    jobAdminInt: job.jobAdminInt,
    hat: job.hat,
    jobClass: { name: names.jobClassName, displayColor: names.jobClass.displayColor },
    hours: job.hours,
    refinish: job.refinish,
    subTotal: job.subTotal,
    clientName: job.clientName,
    clientCellular: job.clientCellular,
    badges: namedBadges(job.badges, job.jobClassId, lookups),
    departmentName: names.departmentName,
    scheduledIn: job.scheduledIn,
    scheduledOut: job.scheduledOut,
    dateTowIn: job.dateTowIn,
    datePickup: job.datePickup,
    promise,
  };
}

/**
 * GET JobAdmins/getTerminalByDate (spec 3 section 2.11): the jobs scheduled in and scheduled out on a day, read by
 * the jobs read model's index on each date, voided jobs left out, by job number. The cards show what the board's
 * do (customer names and phones), so the terminal needs the same right: to read job folders. An open job carries
 * its promise date as of the answer, which the terminal shows as it is (its screen reads the day again on every
 * change and every minute).
 */
export async function terminalQueries(app: FastifyInstance, readStore: ReadStore) {
  app.get<Validated<typeof input.day>>(
    '/JobAdmins/getTerminalByDate',
    {
      config: {
        access: { area: 'jobfolder', need: 'read' },
        answers: { 200: terminalDaySchema },
        input: input.day,
        projectors: ['jobs', ...promiseProjectors],
      },
    },
    async (request): Promise<TerminalDay> => {
      const location = sessionOf(request).locationShortName;
      const day = request.query.selectedDate;
      const onDay = { $gte: day, $lt: addDays(day, 1) };
      const jobs = readStore.collection(jobsModel);
      const [arrivals, departures, lookups] = await Promise.all([
        jobs.find({ locationShortName: location, scheduledIn: onDay }),
        jobs.find({ locationShortName: location, scheduledOut: onDay }),
        lookupsFor(readStore, location),
      ]);
      const promises = await promisesAt(readStore, location, lookups, request.server.now());
      const cards = (docs: JobDoc[]) =>
        docs
          .filter((doc) => doc.roState !== RoState.void)
          .sort((a, b) => a.jobAdminInt - b.jobAdminInt)
          .map((doc) => cardOf(doc, lookups, promises.of(doc)));
      return { selectedDate: day, scheduledIn: cards(arrivals), scheduledOut: cards(departures) };
    },
  );
}
