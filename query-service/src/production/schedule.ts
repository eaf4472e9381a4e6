import {
  activeInOrder,
  addDays,
  type BoardCard,
  type JobClass,
  type Schedule,
  type ScheduleJobClass,
  scheduleClassOf,
  scheduleDays,
  scheduleRangeSchema,
  scheduleSchema,
  takesAPlace,
} from '@bayline/contracts';
import { boardCardsModel } from '@bayline/contracts/read-models/jobs';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance } from 'fastify';
import { cardWithNames } from './board.ts';
import { lookupsFor } from './lookups.ts';

const input = { range: { query: scheduleRangeSchema } };

/**
 * The classes a schedule groups by: the active ones in their order, then any other that still has jobs in the
 * range (a class made inactive or deleted keeps its jobs on the schedule), by name.
 */
function classesOf(jobClasses: readonly JobClass[], jobs: readonly BoardCard[]): ScheduleJobClass[] {
  const active = activeInOrder(jobClasses);
  const shown = new Set(active.map((c) => c.jobClassId));
  const others = jobClasses
    .filter((c) => !shown.has(c.jobClassId) && jobs.some((job) => job.jobClassId === c.jobClassId))
    .sort((a, b) => a.name.localeCompare(b.name) || a.jobClassId.localeCompare(b.jobClassId));
  return [...active, ...others].map(scheduleClassOf);
}

/**
 * GET JobAdmins/schedule (spec 3 section 2.1, /schedule): the jobs scheduled in on each day of a week or a month,
 * read from the board's cards by their index on (location, scheduled in), with each day's count per job class
 * against the class's capacity for that weekday (spec 2). Voided jobs take no place and are not shown. Reading it
 * needs the scheduler right (spec 3 section 2.3 closes the menu item at scheduler = 1).
 */
export async function scheduleQueries(app: FastifyInstance, readStore: ReadStore) {
  app.get<Validated<typeof input.range>>(
    '/JobAdmins/schedule',
    {
      config: {
        access: { area: 'scheduler', need: 'read' },
        answers: { 200: scheduleSchema },
        input: input.range,
        projectors: ['board', 'settings'],
      },
    },
    async (request): Promise<Schedule> => {
      const location = sessionOf(request).locationShortName;
      const { startDate, endDate } = request.query;
      const [docs, lookups] = await Promise.all([
        readStore.collection(boardCardsModel).find({
          locationShortName: location,
          scheduledIn: { $gte: startDate, $lt: addDays(endDate, 1) },
        }),
        lookupsFor(readStore, location),
      ]);
      const cards = docs.map((doc) => cardWithNames(doc, lookups)).filter(takesAPlace);
      const jobClasses = classesOf(lookups.jobClasses, cards);
      const order = new Map(jobClasses.map((c, i) => [c.jobClassId, i]));
      cards.sort(
        (a, b) =>
          (a.scheduledIn ?? '').localeCompare(b.scheduledIn ?? '') ||
          (order.get(a.jobClassId) ?? 0) - (order.get(b.jobClassId) ?? 0) ||
          a.jobAdminInt - b.jobAdminInt,
      );
      return { startDate, endDate, jobClasses, days: scheduleDays(startDate, endDate, jobClasses, cards), jobs: cards };
    },
  );
}
