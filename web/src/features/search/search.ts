import { type Department, isClosed, type JobAdmin, RoState, roStateLabels } from '@bayline/contracts';
import i18n from 'i18next';

/** Jobs found by a search, under one heading: a department, or the closed state (Archived, Voided). */
export interface ResultGroup {
  key: string;
  title: string;
  jobs: JobAdmin[];
}

/**
 * Search results grouped by department in the location's department order, departments no longer on the
 * board after them; archived and voided jobs, which sit in no department's list, come last under their
 * state. Each group keeps the server's order.
 */
export function groupResults(jobs: readonly JobAdmin[], departments: readonly Department[]): ResultGroup[] {
  const order = new Map(departments.map((d, index) => [d.shortName, index]));
  const groups = new Map<string, ResultGroup & { rank: number }>();
  for (const job of jobs) {
    const closed = isClosed(job.roState);
    const key = closed ? `state:${job.roState}` : `department:${job.departmentShortName}`;
    let group = groups.get(key);
    if (!group) {
      const department = departments.find((d) => d.shortName === job.departmentShortName);
      const title = closed
        ? roStateLabels[job.roState as RoState]
        : // A job whose department is no longer known (spec 1 section 8), in the user's language.
          (department?.name ?? (job.departmentName || i18n.t('jobs:search.noDepartment')));
      const rank = closed
        ? departments.length + 1 + (job.roState === RoState.archived ? 0 : 1)
        : (order.get(job.departmentShortName) ?? departments.length);
      group = { key, title, jobs: [], rank };
      groups.set(key, group);
    }
    group.jobs.push(job);
  }
  return [...groups.values()]
    .sort((a, b) => a.rank - b.rank || a.title.localeCompare(b.title))
    .map(({ key, title, jobs: groupJobs }) => ({ key, title, jobs: groupJobs }));
}

/** A found job's name: its Job ID, else its number. */
export function jobName(job: Pick<JobAdmin, 'hat' | 'jobAdminInt'>): string {
  return job.hat ? job.hat : `#${job.jobAdminInt}`;
}

/** 'year make model', the year left out when it is 0. */
export function vehicleOf(job: Pick<JobAdmin, 'year' | 'make' | 'model'>): string {
  return [job.year > 0 ? String(job.year) : '', job.make, job.model].filter((part) => part.trim() !== '').join(' ');
}
