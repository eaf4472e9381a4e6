import { type CellPhoneEvent, digitsOf, RoState } from '@bayline/contracts';
import { type Aggregate, execute, type FoldedStreams, type StreamCommand } from '../shared/command.ts';
import type { WriteSideIndexUpgrade } from '../shared/upgrade.ts';
import { type Job, job, jobStream } from './job.ts';

/** The jobs of a location given this cell phone (digits), so a customer's reply finds their open job. */
export const cellPhoneStream = (locationShortName: string, phone: string) =>
  `cellphone-${locationShortName}-${digitsOf(phone)}`;

/** The jobs ever given the phone, in the order they were. */
export const cellPhoneJobs: Aggregate<readonly string[], CellPhoneEvent> = {
  initial: () => [],
  evolve: (jobs, event) => (jobs.includes(event.data.jobAdminId) ? jobs : [...jobs, event.data.jobAdminId]),
};

const cellPhoneOf = (state: Job) => digitsOf(state.fields.clientCellular ?? '');

/** The cell phone a job is given (on its creation, or a change of its Cell Phone); none when left as it was or empty. */
export function cellPhoneGiven(before: Job, after: Job): string | undefined {
  const phone = cellPhoneOf(after);
  return phone && (!before.exists || phone !== cellPhoneOf(before)) ? phone : undefined;
}

/** The job joins the phone's jobs, once. */
export const decideGiveCellPhone = (jobs: readonly string[], jobAdminId: string): CellPhoneEvent[] =>
  jobs.includes(jobAdminId) ? [] : [{ type: 'CellPhoneGiven', data: { jobAdminId } }];

/** The part of a job's command that indexes its new cell phone, put before the job's own (appended after it). */
export const giveCellPhone = (
  locationShortName: string,
  phone: string,
  jobAdminId: string,
): StreamCommand<readonly string[], CellPhoneEvent> => ({
  streamId: cellPhoneStream(locationShortName, phone),
  aggregate: cellPhoneJobs,
  decide: (jobs) => decideGiveCellPhone(jobs, jobAdminId),
});

/**
 * The newest open job of the location (by number) whose cell phone is this one, as each job's own stream has it
 * now: an entry whose job has another phone since, is closed, or never got its append, is passed over.
 */
export async function newestOpenJobWithCellPhone(streams: FoldedStreams, locationShortName: string, phone: string) {
  const { state: ids } = await streams.current(cellPhoneStream(locationShortName, phone), cellPhoneJobs);
  const jobs = await Promise.all(ids.map(async (id) => (await streams.current(jobStream(id), job)).state));
  const [newest] = jobs
    .filter(
      (j) =>
        j.exists &&
        j.locationShortName === locationShortName &&
        j.roState === RoState.open &&
        cellPhoneOf(j) === digitsOf(phone),
    )
    .sort((a, b) => b.jobAdminInt - a.jobAdminInt);
  return newest?.jobAdminId;
}

/** Gives each job written before cell phones were indexed the entry of the cell phone its stream has now. */
export const earlierCellPhones: WriteSideIndexUpgrade = {
  name: 'cell-phones',
  start() {
    const jobIds = new Set<string>();
    return {
      see(event) {
        if (event.type === 'JobCreated') jobIds.add(event.data.jobAdminId);
      },
      async fill(deps, ctx) {
        let given = 0;
        for (const jobAdminId of jobIds) {
          const { state } = await deps.streams.current(jobStream(jobAdminId), job);
          const phone = cellPhoneOf(state);
          if (!state.exists || !phone) continue;
          const { events } = await execute(
            deps,
            cellPhoneStream(state.locationShortName, phone),
            cellPhoneJobs,
            (jobs) => decideGiveCellPhone(jobs, jobAdminId),
            { ...ctx, locationShortName: state.locationShortName },
          );
          given += events.length;
        }
        return given;
      },
    };
  },
};
