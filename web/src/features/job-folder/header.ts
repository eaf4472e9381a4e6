import { type Area, isClosed, type Level, type Permissions, type RoState, roStateLabels } from '@bayline/contracts';

export type FolderTab = 'information' | 'history' | 'tasks' | 'assignments' | 'archive';

/** The desktop tabs of the folder and the area whose level makes each available (spec 1 section 6). */
export const folderTabs: readonly { id: FolderTab; label: string; area: Area }[] = [
  { id: 'information', label: 'Information', area: 'jobinformation' },
  { id: 'history', label: 'History', area: 'jobfolder' },
  { id: 'tasks', label: 'Tasks', area: 'jobtodolist' },
  { id: 'assignments', label: 'Assignments', area: 'jobassignments' },
  { id: 'archive', label: 'Archive', area: 'jobclosing' },
];

/** Tabs whose area the user has no access to. */
export function disabledTabs(permissions: Permissions): FolderTab[] {
  const none: Level = 1;
  return folderTabs.filter((t) => permissions[t.area] === none).map((t) => t.id);
}

/** The tab the folder opens on: the one asked for when available, else the first available. */
export function openingTab(asked: FolderTab | undefined, disabled: readonly FolderTab[]): FolderTab | undefined {
  if (asked && !disabled.includes(asked)) return asked;
  return folderTabs.find((t) => !disabled.includes(t.id))?.id;
}

/** The job's name: its Job ID, else its number. */
export function jobName(job: { hat: string; jobAdminInt: number }): string {
  return job.hat ? job.hat : `#${job.jobAdminInt}`;
}

interface HeaderJob {
  hat: string;
  jobAdminInt: number;
  roState: number;
  departmentName: string;
}

/**
 * 'Job {hat or #number} ({department, or the state when void or archived})' on Information; an arrow and
 * the tab's name after it on the other tabs.
 */
export function folderHeaderText(job: HeaderJob, tab: FolderTab): string {
  const where = isClosed(job.roState) ? roStateLabels[job.roState as RoState] : job.departmentName;
  const title = `Job ${jobName(job)} (${where})`;
  if (tab === 'information') return title;
  const label = folderTabs.find((t) => t.id === tab)?.label ?? '';
  return `${title} → ${label}`;
}
