import { type Department, isClosed, isEmptyId, type JobAdmin } from '@bayline/contracts';

export interface BoardColumn {
  department: Department;
  jobs: JobAdmin[];
  /** Total hours of the column, closed jobs left out, to one decimal. */
  hours: number;
  subTotal: number;
}

/** Sum of hours of the jobs that count: archived and void (roState 3, 4) are left out. */
export function departmentHours(jobs: readonly JobAdmin[]): number {
  const total = jobs.reduce((sum, job) => (isClosed(job.roState) ? sum : sum + job.hours), 0);
  return Math.round(total * 10) / 10;
}

/**
 * One column per department in the given order, each holding its jobs in server order (prioritised
 * first). Jobs of a department not on the board are not shown.
 */
export function buildColumns(departments: readonly Department[], jobs: readonly JobAdmin[]): BoardColumn[] {
  const byDepartment = new Map<string, JobAdmin[]>(departments.map((d) => [d.shortName, []]));
  for (const job of jobs) byDepartment.get(job.departmentShortName)?.push(job);
  return departments.map((department) => {
    const columnJobs = byDepartment.get(department.shortName) ?? [];
    return {
      department,
      jobs: columnJobs,
      hours: departmentHours(columnJobs),
      subTotal: columnJobs.reduce((sum, job) => sum + job.subTotal, 0),
    };
  });
}

/** The open jobs as they are once a job has moved to another department (the optimistic board). */
export function withJobMoved(
  jobs: readonly JobAdmin[],
  jobAdminId: string,
  department: Department,
  enteredAt: string,
): JobAdmin[] {
  return jobs.map((job) =>
    job.jobAdminId === jobAdminId
      ? {
          ...job,
          departmentShortName: department.shortName,
          departmentId: department.departmentId,
          departmentName: department.name,
          subdepartmentShortName: null,
          departmentEnteredAt: enteredAt,
        }
      : job,
  );
}

export function hoursLabel(hours: number): string {
  return `${hours.toFixed(1)} HRS`;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function moneyText(amount: number): string {
  return money.format(amount);
}

/** 'year make model', the year left out when it is 0. */
export function vehicleText(job: Pick<JobAdmin, 'year' | 'make' | 'model'>): string {
  return [job.year > 0 ? String(job.year) : '', job.make, job.model].filter((part) => part.trim() !== '').join(' ');
}

/** 'TTL 12.5', with ' R 3.0' when there are refinish hours. */
export function hoursText(job: Pick<JobAdmin, 'hours' | 'refinish'>): string {
  const total = `TTL ${job.hours.toFixed(1)}`;
  return job.refinish > 0 ? `${total} R ${job.refinish.toFixed(1)}` : total;
}

/** The person assigned to the job's current department, if any. */
export function assigneeName(job: Pick<JobAdmin, 'departmentId' | 'jobAssignments'>): string | undefined {
  const assignment = job.jobAssignments.find(
    (a) => a.departmentId === job.departmentId && !a.notifyOnly && !isEmptyId(a.contactId),
  );
  return assignment?.name || undefined;
}

/** Time since an instant as days, hours and minutes: '2d 3h 15m'. */
export function elapsedText(since: string, now: number): string {
  const started = Date.parse(since);
  const minutes = Number.isNaN(started) ? 0 : Math.max(0, Math.floor((now - started) / 60_000));
  const days = Math.floor(minutes / 1_440);
  const hours = Math.floor((minutes % 1_440) / 60);
  return `${days}d ${hours}h ${minutes % 60}m`;
}

/** The job's name on the board: its Job ID, else its number. */
export function jobLabel(job: Pick<JobAdmin, 'hat' | 'jobAdminInt'>): string {
  return job.hat ? job.hat : `#${job.jobAdminInt}`;
}
