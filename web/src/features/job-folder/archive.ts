import {
  type ArchiveFacts,
  cycleDays,
  type Department,
  type DepartmentCycle,
  dayOf,
  type JobDateField,
  type JobFolderView,
  type JobTask,
  jobDateFields,
  parseHours,
  parseMoney,
  touchTime,
  toWireDate,
} from '@bayline/contracts';
import i18n from 'i18next';
import type { JobFormValues } from '../../components/job-form/job-form.ts';
import { vehicleText } from '../../lib/format.ts';
import { moneyText } from './format.ts';

/** The dates' names in the user's language, as the job form names them. */
const dateLabelKeys = {
  scheduledIn: 'jobs:form.scheduledIn',
  dateTowIn: 'jobs:form.arrival',
  repairStart: 'jobs:form.jobStart',
  dateReady: 'jobs:form.jobComplete',
  scheduledOut: 'jobs:form.scheduledOut',
  datePickup: 'jobs:form.delivered',
} as const satisfies Record<JobDateField, string>;

export interface ArchiveCard {
  name: string;
  vehicle: string;
  color: string;
  jobClass: string;
  hours: string;
  total: string;
  /** Each of the six dates as yyyy-MM-DD, '' when empty. */
  dates: { label: string; value: string }[];
  lead: number | null;
  production: number | null;
  lag: number | null;
  k2k: number | null;
  touchTime: number | null;
}

/** The Archive tab's information card (spec 1 "Archive tab"). */
export function archiveCard(job: JobFolderView): ArchiveCard {
  const days = cycleDays(job);
  return {
    name: job.clientName,
    vehicle: vehicleText(job),
    color: job.color,
    jobClass: job.jobClassName,
    hours: job.hours.toFixed(1),
    total: moneyText(job.subTotal),
    dates: jobDateFields.map((field) => ({
      label: i18n.t(dateLabelKeys[field]),
      value: job[field] ? dayOf(job[field]!) : '',
    })),
    ...days,
    touchTime: touchTime(job.hours, days.k2k),
  };
}

export interface DepartmentTime {
  departmentId: string;
  name: string;
  /** Hours spent there over all stays, the current stay up to now. */
  hours: number;
}

/** Time per department from the job's stays, in department order; departments not on the list come last. */
export function departmentOverview(
  cycles: readonly DepartmentCycle[],
  departments: readonly Department[],
  now: number,
): DepartmentTime[] {
  const totals = new Map<string, DepartmentTime>();
  for (const cycle of cycles) {
    const hours = cycle.cycleTime ?? Math.max(0, (now - Date.parse(cycle.dateTimeIn)) / 3_600_000);
    const department = departments.find((d) => d.departmentId === cycle.departmentId);
    const entry = totals.get(cycle.departmentId) ?? {
      departmentId: cycle.departmentId,
      name: department?.name ?? cycle.departmentShortName,
      hours: 0,
    };
    entry.hours = Math.round((entry.hours + hours) * 100) / 100;
    totals.set(cycle.departmentId, entry);
  }
  const order = (id: string) => {
    const index = departments.findIndex((d) => d.departmentId === id);
    return index < 0 ? departments.length : index;
  };
  return [...totals.values()].sort((a, b) => order(a.departmentId) - order(b.departmentId));
}

/** What archiving is judged on, from the form as it is now (pending edits are saved first). */
export function archiveFactsOf(values: JobFormValues, tasks: readonly JobTask[]): ArchiveFacts {
  const date = (day: string) => (day ? toWireDate(day) : null);
  return {
    hours: parseHours(values.hours) ?? 0,
    subTotal: parseMoney(values.subTotal) ?? 0,
    outstandingTasks: tasks.filter((t) => !t.isCompleted).length,
    scheduledIn: date(values.scheduledIn),
    dateTowIn: date(values.dateTowIn),
    repairStart: date(values.repairStart),
    dateReady: date(values.dateReady),
    scheduledOut: date(values.scheduledOut),
    datePickup: date(values.datePickup),
  };
}
