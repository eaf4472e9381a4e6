import { type DepartmentPriorityEvent, type JobEvent, Refusal, RoState } from '@bayline/contracts';
import {
  type Aggregate,
  type CommandContext,
  type ExecuteDeps,
  execute,
  executeAll,
  type StreamCommand,
} from '../shared/command.ts';
import { mapAggregate } from '../shared/map-aggregate.ts';
import type { WriteSideIndexUpgrade } from '../shared/upgrade.ts';
import { decidePrioritise } from './decide.ts';
import { type Job, job, jobStream } from './job.ts';
import { pendingMs } from './schedule.ts';

/** Where a priority ranks a job: a department of a location. */
export interface Department {
  locationShortName: string;
  departmentShortName: string;
}

// '_' is in no location's short name, so no two departments of two locations share a stream.
export const prioritiesStream = ({ locationShortName, departmentShortName }: Department) =>
  `priorities-${locationShortName}_${departmentShortName}`;

/** The jobs recorded as holding a priority in a department: when each was last given one. */
export type PriorityList = ReadonlyMap<string, string>;

export const priorityList: Aggregate<PriorityList, DepartmentPriorityEvent> = mapAggregate((entries, event) => {
  for (const jobAdminId of event.data.dropped) entries.delete(jobAdminId);
  for (const jobAdminId of event.data.jobAdminIds) entries.set(jobAdminId, event.metadata.at);
});

/** The job has a priority there as its stream says, closed or not (a reopened job keeps its priority). */
function keepsPriority(state: Job, department: Department) {
  return (
    state.exists &&
    state.locationShortName === department.locationShortName &&
    state.departmentShortName === department.departmentShortName &&
    state.priority > 0
  );
}

/**
 * Whether the job's stream says it is prioritised in the department now: open, still there (a move to another
 * department takes its priority away) and ranked. The confirmation an entry of the list counts by.
 */
export function prioritisedIn(state: Job, department: Department) {
  return keepsPriority(state, department) && state.roState === RoState.open;
}

/**
 * The list as a priority command leaves it. The jobs it names are recorded (again, with the time: their own appends
 * follow). An entry whose job no longer keeps a priority there is dropped, unless recorded so lately that its job's
 * append may still be under way in another process. A job losing its priority now is dropped only by a later command,
 * so a crash before its own append leaves no job with a priority the list does not have.
 */
export function decidePriorityList(
  list: PriorityList,
  named: readonly string[],
  jobs: ReadonlyMap<string, Job>,
  department: Department,
  now: Date,
): DepartmentPriorityEvent[] {
  const naming = new Set(named);
  const dropped = [...list]
    .filter(([jobAdminId, at]) => {
      const state = jobs.get(jobAdminId);
      const pending = now.getTime() - Date.parse(at) < pendingMs;
      return !naming.has(jobAdminId) && !pending && state !== undefined && !keepsPriority(state, department);
    })
    .map(([jobAdminId]) => jobAdminId);
  if (!naming.size && !dropped.length) return [];
  return [{ type: 'PrioritiesRecorded', data: { jobAdminIds: [...naming], dropped } }];
}

/** The department's list as it stands, and its jobs' own states. */
async function listNow(deps: ExecuteDeps, department: Department) {
  const { state, version } = await deps.streams.current(prioritiesStream(department), priorityList);
  const ids = [...state.keys()];
  const read = await Promise.all(ids.map((id) => deps.streams.current(jobStream(id), job)));
  return { version, jobs: new Map(ids.map((id, i) => [id, read[i]!.state])) };
}

/**
 * PUT JobAdmins/priority: the jobs named get priorities 1, 2, ... in that order, and every other job prioritised in
 * the department loses its priority, found on the department's list and confirmed on the jobs' streams. The list is
 * appended first, with the version read (a list changed meanwhile is read again), then the jobs; every job is
 * checked before anything is appended. Answers the jobs' parts.
 */
export async function prioritise(
  deps: ExecuteDeps,
  ctx: CommandContext,
  departmentShortName: string,
  jobAdminIds: readonly string[],
) {
  const department = { locationShortName: ctx.locationShortName, departmentShortName };
  for (;;) {
    const { version, jobs } = await listNow(deps, department);
    const holding = [...jobs].filter(([, state]) => prioritisedIn(state, department)).map(([id]) => id);
    if (!jobAdminIds.length && !holding.length)
      throw new Refusal('NothingToPrioritise', 'Nothing to prioritise', {
        errors: [{ field: 'jobAdminIds', message: 'Name at least one job' }],
      });
    const wanted = new Map(jobAdminIds.map((id, index) => [id, index + 1]));
    for (const id of holding) if (!wanted.has(id)) wanted.set(id, 0);
    const list: StreamCommand<PriorityList, DepartmentPriorityEvent> = {
      streamId: prioritiesStream(department),
      aggregate: priorityList,
      expectedVersion: version,
      decide: (state) => decidePriorityList(state, jobAdminIds, jobs, department, ctx.now),
    };
    const onJobs = [...wanted].map(
      ([jobAdminId, priority]): StreamCommand<Job, JobEvent> => ({
        streamId: jobStream(jobAdminId),
        aggregate: job,
        decide: (state) => decidePrioritise(state, priority, departmentShortName),
      }),
    );
    try {
      const [, ...results] = await executeAll(
        deps,
        [list, ...onJobs] as StreamCommand<unknown, DepartmentPriorityEvent | JobEvent>[],
        ctx,
      );
      return results;
    } catch (error) {
      if (!(error instanceof Refusal && error.name === 'StaleVersion')) throw error;
    }
  }
}

/** Records each job that holds a priority in an older store (every later one is recorded as it is given one). */
export const earlierPriorities: WriteSideIndexUpgrade = {
  name: 'department-priorities',
  start() {
    const jobIds = new Set<string>();
    return {
      see(event) {
        if (event.type === 'JobPrioritised' && event.data.priority > 0) jobIds.add(event.data.jobAdminId);
      },
      async fill(deps, ctx) {
        let recorded = 0;
        for (const jobAdminId of jobIds) {
          const { state } = await deps.streams.current(jobStream(jobAdminId), job);
          const { locationShortName, departmentShortName } = state;
          if (!keepsPriority(state, { locationShortName, departmentShortName })) continue;
          const { events } = await execute(
            deps,
            prioritiesStream({ locationShortName, departmentShortName }),
            priorityList,
            (list): DepartmentPriorityEvent[] =>
              list.has(jobAdminId)
                ? []
                : [{ type: 'PrioritiesRecorded', data: { jobAdminIds: [jobAdminId], dropped: [] } }],
            { ...ctx, locationShortName },
          );
          recorded += events.length;
        }
        return recorded;
      },
    };
  },
};
