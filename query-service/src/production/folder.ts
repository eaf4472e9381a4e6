import {
  type DepartmentCycle,
  departmentHours,
  efficiency,
  type FolderAssignment,
  goalHours,
  isInDepartment,
  type JobAdmin,
  type JobFolderView,
  type JobNote,
  type JobTask,
} from '@bayline/contracts';
import { jobNotesModel } from '@bayline/contracts/read-models/folder';
import type { JobDoc } from '@bayline/contracts/read-models/jobs';
import type { ReadStore, ReadView } from '@bayline/platform/read-store/port';
import { mediaOf } from '../media/list.ts';
import { holdersOf, jobWithNames, type Lookups, userNames } from './lookups.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Hours the job has spent in a department, counting a stay that is still open up to now. */
export function hoursIn(cycles: DepartmentCycle[], departmentId: string, now: Date): number {
  const ms = cycles
    .filter((c) => c.departmentId === departmentId)
    .reduce(
      (sum, c) => sum + ((c.dateTimeOut ? Date.parse(c.dateTimeOut) : now.getTime()) - Date.parse(c.dateTimeIn)),
      0,
    );
  return round2(ms / 3_600_000);
}

export async function notesOf(readStore: ReadView, jobAdminId: string): Promise<JobNote[]> {
  const docs = await readStore.collection(jobNotesModel).find({ jobAdminId }, { sort: { createDate: -1 } });
  const names = await userNames(
    readStore,
    docs.map((d) => String(d.userId)),
  );
  return docs.map((d) => ({
    jobHistoryId: String(d.jobHistoryId),
    notes: String(d.notes),
    noteCategoryId: String(d.noteCategoryId),
    userId: String(d.userId),
    userName: d.userId === 'system' ? 'System' : (names.get(String(d.userId)) ?? ''),
    createDate: String(d.createDate),
  }));
}

export async function tasksOf(readStore: ReadView, doc: JobDoc, lookups: Lookups): Promise<JobTask[]> {
  const tasks = doc.jobTodos ?? [];
  const names = await userNames(
    readStore,
    tasks.map((t) => t.completedById ?? ''),
  );
  return tasks.map((t) => ({
    ...t,
    departmentName: lookups.departments.find((d) => d.departmentId === t.departmentId)?.name ?? '',
    completedByName: t.completedById ? (names.get(t.completedById) ?? '') : '',
  }));
}

/** Assignment rows with the cycle figures of their department (spec 1 "Assignments tab"). */
export function assignmentsOf(
  doc: Pick<JobDoc, 'jobAssignments'>,
  job: JobAdmin,
  lookups: Lookups,
  now: Date,
): FolderAssignment[] {
  return (doc.jobAssignments ?? []).map((a) => {
    const department = lookups.departments.find((d) => d.departmentId === a.departmentId);
    const goal = department?.jobClassCycles?.find((c) => c.jobClassId === job.jobClassId);
    const cycleTime = hoursIn(job.departmentCycle, a.departmentId, now);
    const cycleGoal = goal ? goalHours(goal) : null;
    return {
      ...a,
      name: lookups.contacts.find((c) => c.contactId === a.contactId)?.name ?? '',
      cycleTime,
      cycleGoal,
      efficiency: efficiency(cycleGoal, cycleTime, isInDepartment(job.departmentCycle, a.departmentId)),
      hours: department ? departmentHours(job, department) : 0,
    };
  });
}

export async function folderOf(readStore: ReadStore, doc: JobDoc, lookups: Lookups, now: Date): Promise<JobFolderView> {
  const [holders, jobTodos, jobHistory, media] = await Promise.all([
    holdersOf(readStore, [doc]),
    tasksOf(readStore, doc, lookups),
    notesOf(readStore, doc.jobAdminId),
    mediaOf(readStore, doc.jobAdminId),
  ]);
  const job = jobWithNames(doc, lookups, holders);
  return {
    ...job,
    jobId: job.jobAdminId,
    estimateId: doc.estimateId ?? null,
    jobTodos,
    jobAssignments: assignmentsOf(doc, job, lookups, now),
    jobHistory,
    media,
  };
}
