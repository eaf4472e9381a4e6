import type { DateType, Department, JobClass } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { StoredCycleGoal } from './cycle-goals.ts';
import type { DefaultAssignment } from './default-assignments.ts';
import type { StatusMessage } from './status-message.ts';

/**
 * A job class as GET/PUT jobclass carry it: with its default assignments, which a class stored before they
 * existed is read without.
 */
export interface JobClassSettings extends JobClass {
  assignees?: DefaultAssignment[];
}

/**
 * A department as GET/PUT departments/settings carry it: with its autofill date, goals and status message; a
 * department stored before those existed is read without them.
 */
export interface DepartmentSettings extends Omit<Department, 'jobClassCycles'>, Partial<StatusMessage> {
  /** The job date filled in when a job enters the department, or null for none. */
  dateTypeId?: string | null;
  jobClassCycles: StoredCycleGoal[];
}

/** A department's status message, with what a department stored without one reads as. */
export function statusMessageOf(department: DepartmentSettings): StatusMessage {
  return {
    statusMessage: department.statusMessage ?? '',
    sendSmsUpdate: department.sendSmsUpdate ?? false,
    sendNotification: department.sendNotification ?? false,
  };
}

/** GET departments/datetypes: what the Autofill Date column offers. */
export function useDateTypes() {
  return useQuery({
    queryKey: [...queryKeys.departments, 'dateTypes'],
    queryFn: () => api.get<DateType[]>('production', 'departments/datetypes'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
