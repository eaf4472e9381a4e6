import type { Department, Group, JobClass, JobFolderView } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import type { FolderTab, FolderTabInfo } from '../header.ts';
import { mediaRights } from '../media.ts';
import type { MessagingRights, TextDraft } from '../messaging.ts';
import type { FolderRights } from '../rights.ts';
import type { FolderEditor } from '../use-folder-editor.ts';
import { ArchiveTab } from './archive-tab.tsx';
import { AssignmentsTab } from './assignments-tab.tsx';
import * as styles from './folder.css.ts';
import { HistoryTab } from './history-tab.tsx';
import { InformationTab } from './information-tab.tsx';
import { MediaTab } from './media/media-tab.tsx';
import { MessagingTab } from './messaging-tab.tsx';
import { TasksTab } from './tasks-tab.tsx';

interface FolderTabsProps {
  tabs: readonly FolderTabInfo[];
  tab: FolderTab;
  /** Tabs the user may not open. */
  disabled: readonly FolderTab[];
  onSelect: (tab: FolderTab) => void;
  editor: FolderEditor;
  /** The job as last read (the editor's base until the folder is read again). */
  job: JobFolderView;
  today: string;
  departments: Department[];
  jobClasses: JobClass[];
  groups: Group[];
  rights: FolderRights;
  texting: MessagingRights;
  /** A text for the Messaging tab's composer to start from, its tags still to be filled. */
  draft?: TextDraft;
  /** After the job is archived or voided. */
  onClosed: () => void;
}

/** The folder's tabs, a dot on those with unsaved changes, and their panels. */
export function FolderTabs({
  tabs,
  tab,
  disabled,
  onSelect,
  editor,
  job,
  today,
  departments,
  jobClasses,
  groups,
  rights,
  texting,
  draft,
  onClosed,
}: FolderTabsProps) {
  const { t } = useTranslation('jobs');
  const user = useSessionUser();
  const { modified } = editor;
  /** The tabs whose section has unsaved changes carry a dot. */
  const sectionModified = (id: FolderTab) =>
    (id === 'information' && modified.job) ||
    (id === 'tasks' && modified.tasks) ||
    (id === 'assignments' && modified.assignments);
  return (
    <Tabs
      className={styles.tabs}
      selectedKey={tab}
      onSelectionChange={(id) => onSelect(id as FolderTab)}
      disabledKeys={disabled}
    >
      <TabList aria-label={t('folder.label')}>
        {tabs.map((info) => (
          <Tab key={info.id} id={info.id}>
            {t(`folder.tabs.${info.id}`)}
            {sectionModified(info.id) && (
              <span className={styles.modifiedDot} title={t('folder.modified')} aria-hidden />
            )}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="information" className={styles.panel}>
        <InformationTab
          editor={editor}
          today={today}
          jobClasses={jobClasses}
          groups={groups}
          isDisabled={!rights.editFields}
        />
      </TabPanel>
      <TabPanel id="history" className={styles.panel}>
        <HistoryTab folder={job} departments={departments} rights={rights} />
      </TabPanel>
      <TabPanel id="messaging" className={styles.panel}>
        <MessagingTab job={job} rights={texting} draft={draft} />
      </TabPanel>
      <TabPanel id="media" className={styles.panel}>
        <MediaTab job={editor.base} rights={mediaRights(user.permissions, editor.base.roState)} />
      </TabPanel>
      <TabPanel id="tasks" className={styles.panel}>
        <TasksTab editor={editor} rights={rights} />
      </TabPanel>
      <TabPanel id="assignments" className={styles.panel}>
        <AssignmentsTab editor={editor} departments={departments} rights={rights} />
      </TabPanel>
      <TabPanel id="archive" className={styles.panel}>
        <ArchiveTab editor={editor} departments={departments} rights={rights} onClosed={onClosed} />
      </TabPanel>
    </Tabs>
  );
}
