import {
  type CycleCheckJob,
  type CycleGoalJob,
  cycleCheckJob,
  cycleGoalJob,
  type DepartmentCycle,
  type DepartmentStay,
  RoState,
} from '@bayline/contracts';
import { type JobDoc, jobsModel } from '@bayline/contracts/read-models/jobs';
import type { EventStore } from '@bayline/platform/event-store/port';
import type { JobQueue } from '@bayline/platform/job-queue/port';
import { caughtUp } from '@bayline/platform/read-store/caught-up';
import type { ReadStore } from '@bayline/platform/read-store/port';
import { jobsProjector } from '../projectors/jobs.ts';
import { defaultRetries, type Retries, type Work } from '../reactions/runner.ts';

/** How long a check waits for the jobs read model to hold what the log held when it began. */
const jobsWaitMs = 10_000;

/**
 * The job's stay in its department now, from its department cycles: from the first of the cycles it has had there
 * since it last came in (a move between the department's subdepartments closes one cycle and opens the next).
 */
export function stayNow(cycles: readonly DepartmentCycle[]): DepartmentStay | undefined {
  const open = cycles.findLastIndex((c) => c.dateTimeOut === null);
  const openCycle = cycles[open];
  if (!openCycle) return undefined;
  let first = open;
  while (first > 0 && cycles[first - 1]?.departmentId === openCycle.departmentId) first -= 1;
  const { departmentCycleId, departmentId, dateTimeIn } = cycles[first] ?? openCycle;
  return { stayId: departmentCycleId, departmentId, since: dateTimeIn };
}

/**
 * One cycle goal job per open job found, with its stay: named by the job, the stay and the check (`check`, the
 * check's own queue id), so the same check queued twice queues each once. The command side decides whether it is
 * over its goal, on the job's own stream.
 */
export function cycleGoalWork(
  locationShortName: string,
  jobs: readonly Pick<JobDoc, 'jobAdminId' | 'departmentCycle'>[],
  check: string,
): Work[] {
  return jobs.flatMap(({ jobAdminId, departmentCycle }) => {
    const stay = stayNow(departmentCycle);
    if (!stay) return [];
    const data: CycleGoalJob = { locationShortName, jobAdminId, ...stay };
    return [{ name: cycleGoalJob, data, jobId: `cycle-${jobAdminId}-${stay.stayId}-${check}` }];
  });
}

/**
 * The cycle checks' queue worker, on the projection side as it reads the jobs read model: a location's open jobs,
 * once the read model has every event the log held when the check began, each queued to the command side with its
 * stay (tried as often as the notifications process manager's work).
 */
export function cycleChecks(deps: { store: EventStore; readStore: ReadStore; queue: JobQueue; retries?: Retries }) {
  const { store, readStore, queue, retries = defaultRetries } = deps;
  return queue.process<CycleCheckJob>(cycleCheckJob, async ({ id, data: { locationShortName } }) => {
    await caughtUp(readStore, jobsProjector.name, await store.headPosition(), { timeoutMs: jobsWaitMs });
    const jobs = await readStore.collection(jobsModel).find({ locationShortName, roState: RoState.open });
    for (const work of cycleGoalWork(locationShortName, jobs, id))
      await queue.enqueue(work.name, work.data, { jobId: work.jobId, ...retries });
  });
}
