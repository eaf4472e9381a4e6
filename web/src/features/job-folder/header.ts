import { type Area, isClosed, type Level, type Permissions, type RoState } from '@bayline/contracts';
import i18n from 'i18next';

export type FolderTab = 'information' | 'history' | 'messaging' | 'tasks' | 'assignments' | 'media' | 'archive';

export interface FolderTabInfo {
  id: FolderTab;
  area: Area;
}

/** Every tab of the folder and the area whose level makes it available (spec 1 section 6). */
const tabInfo: Record<FolderTab, FolderTabInfo> = {
  information: { id: 'information', area: 'jobinformation' },
  history: { id: 'history', area: 'jobfolder' },
  messaging: { id: 'messaging', area: 'jobmessaging' },
  tasks: { id: 'tasks', area: 'jobtodolist' },
  assignments: { id: 'assignments', area: 'jobassignments' },
  media: { id: 'media', area: 'jobmedia' },
  archive: { id: 'archive', area: 'jobclosing' },
};

/** The desktop's tabs (spec 1 "Job folder dialog"). */
export const desktopTabs = (
  ['information', 'history', 'messaging', 'tasks', 'assignments', 'media', 'archive'] as const
).map((id) => tabInfo[id]);

/** The phone's reduced set (spec 1 "Job folder dialog"). */
export const phoneTabs = (['information', 'history', 'messaging', 'media', 'archive'] as const).map(
  (id) => tabInfo[id],
);

/** The tabs of the folder on this device. */
export function folderTabs(phone: boolean): readonly FolderTabInfo[] {
  return phone ? phoneTabs : desktopTabs;
}

/** Tabs of the set whose area the user has no access to. */
export function disabledTabs(permissions: Permissions, tabs: readonly FolderTabInfo[]): FolderTab[] {
  const none: Level = 1;
  return tabs.filter((t) => permissions[t.area] === none).map((t) => t.id);
}

/** The tab the folder opens on: the one asked for when the set has it and it is available, else the first available. */
export function openingTab(
  asked: FolderTab | undefined,
  disabled: readonly FolderTab[],
  tabs: readonly FolderTabInfo[],
): FolderTab | undefined {
  const available = tabs.filter((t) => !disabled.includes(t.id));
  return available.find((t) => t.id === asked)?.id ?? available[0]?.id;
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
  const where = isClosed(job.roState) ? i18n.t(`jobs:state.${job.roState as RoState}`) : job.departmentName;
  const title = i18n.t('jobs:folder.title', { label: jobName(job), where });
  if (tab === 'information') return title;
  return i18n.t('jobs:folder.titleOnTab', { title, tab: i18n.t(`jobs:folder.tabs.${tab}`) });
}
