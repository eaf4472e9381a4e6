import {
  allows,
  type Department,
  type Group,
  type JobClass,
  type JobFolderView,
  phonePattern,
} from '@bayline/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import {
  Button as AriaButton,
  Dialog,
  Heading,
  Modal,
  ModalOverlay,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { fullScreenOverlay, overlay } from '../../../components/dialog.css.ts';
import { DialogFooter } from '../../../components/dialog.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { useGroups } from '../../../components/job-form/api/get-groups.ts';
import { useJobClasses } from '../../../components/job-form/api/get-job-classes.ts';
import { type LocationSettings, useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import * as formStyles from '../../../components/job-form/job-form.css.ts';
import { Loading } from '../../../components/loading.tsx';
import { QuestionDialog } from '../../../components/question-dialog.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { UnsavedWorkPrompt } from '../../../components/unsaved-work-prompt.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useSessionUser } from '../../../lib/auth.ts';
import { usePhone } from '../../../lib/device.ts';
import { defaultClassColor } from '../../../styles/colors.ts';
import * as shared from '../../../styles/shared.css.ts';
import { setActiveJob } from '../active-job.ts';
import { useDepartments } from '../api/get-departments.ts';
import { useJobFolder } from '../api/get-job-folder.ts';
import { useJobMessages } from '../api/get-job-messages.ts';
import { useMarkMessagesRead } from '../api/mark-messages-read.ts';
import { disabledTabs, type FolderTab, folderHeaderText, folderTabs, headerTextColor, openingTab } from '../header.ts';
import { mediaRights } from '../media.ts';
import { locationTexts, messagingRights, unreadSenders } from '../messaging.ts';
import { printJobHanger } from '../print-hanger.ts';
import { folderRights } from '../rights.ts';
import { saveDebounceMs } from '../saving.ts';
import { useDebounced, useFolderEditor } from '../use-folder-editor.ts';
import { ArchiveTab } from './archive-tab.tsx';
import { AssignmentsTab } from './assignments-tab.tsx';
import * as styles from './folder.css.ts';
import { HistoryTab } from './history-tab.tsx';
import { InformationTab } from './information-tab.tsx';
import { JobElsewhere } from './job-elsewhere.tsx';
import { MediaTab } from './media/media-tab.tsx';
import { MessagingTab } from './messaging-tab.tsx';
import { SendTextDialog } from './send-text-dialog.tsx';
import { TasksTab } from './tasks-tab.tsx';

export interface JobFolderDialogProps {
  jobAdminId: string;
  /** The tab to open on (default Information, or the first the user may see). */
  initialTab?: FolderTab;
  /** Called when the folder closes: by the user (after the unsaved-work question), or after archive or void. */
  onClose: () => void;
  /**
   * The Badges editor, which lives in features/badges; the folder shows a 'Badges' button when given.
   * Usage: `renderBadgesEditor={(close) => <BadgesEditorDialog jobAdminId={id} onClose={close} />}`.
   */
  renderBadgesEditor?: (close: () => void) => ReactNode;
}

/**
 * The job folder dialog (spec 1 "Job folder dialog"): Information (the job form in edit mode), History, Tasks,
 * Assignments and Archive, with save and revert for the job's fields, tasks and assignments together. On a
 * phone it fills the screen with the reduced tabs: Information, History, Messaging, Media, Archive.
 *
 * Usage: `{openJobId && <JobFolderDialog jobAdminId={openJobId} onClose={() => setOpenJobId(null)} />}`
 */
export function JobFolderDialog({ jobAdminId, initialTab, onClose, renderBadgesEditor }: JobFolderDialogProps) {
  const { t } = useTranslation('jobs');
  const folder = useJobFolder(jobAdminId);
  const departments = useDepartments();
  const jobClasses = useJobClasses();
  const groups = useGroups();
  const settings = useLocationSettings();

  useEffect(() => {
    setActiveJob(jobAdminId);
    return () => setActiveJob(null);
  }, [jobAdminId]);

  const failure = folder.error ?? departments.error ?? jobClasses.error ?? groups.error ?? settings.error;
  if (folder.data && departments.data && jobClasses.data && groups.data && settings.data) {
    return (
      <FolderEditor
        key={jobAdminId}
        initial={folder.data}
        latest={folder.data}
        departments={departments.data}
        jobClasses={jobClasses.data}
        groups={groups.data}
        location={settings.data}
        initialTab={initialTab}
        onClose={onClose}
        renderBadgesEditor={renderBadgesEditor}
      />
    );
  }
  return (
    <FolderShell title={t('folder.job')} color={defaultClassColor} onClose={onClose} actions={null}>
      {folder.error instanceof ApiError && folder.error.status === 404 ? (
        <JobElsewhere jobAdminId={jobAdminId} message={folder.error.message} onClose={onClose} />
      ) : failure ? (
        <DialogFooter note={failure.message}>
          <Button onPress={onClose}>{t('close')}</Button>
        </DialogFooter>
      ) : (
        <Loading />
      )}
    </FolderShell>
  );
}

interface FolderShellProps {
  title: string;
  color: string;
  /** Escape or the close button. */
  onClose: () => void;
  actions: ReactNode;
  children: ReactNode;
}

/**
 * The modal with the bar in the job class colour: the title first, then the actions and the close button
 * (below the medium breakpoint the actions take a row of their own under the title).
 */
function FolderShell({ title, color, onClose, actions, children }: FolderShellProps) {
  const { t } = useTranslation('jobs');
  const phone = usePhone();
  return (
    <ModalOverlay className={phone ? fullScreenOverlay : overlay} isOpen onOpenChange={(open) => !open && onClose()}>
      <Modal className={phone ? styles.fullScreenModal : styles.modal}>
        <Dialog className={shared.columnDialog}>
          <header className={styles.header} style={{ background: color, color: headerTextColor(color) }}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {actions && <div className={styles.headerActions}>{actions}</div>}
            <AriaButton className={styles.closeButton} aria-label={t('close')} onPress={onClose}>
              <CloseIcon />
            </AriaButton>
          </header>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface FolderEditorProps extends Omit<JobFolderDialogProps, 'jobAdminId'> {
  initial: JobFolderView;
  latest: JobFolderView | undefined;
  departments: Department[];
  jobClasses: JobClass[];
  groups: Group[];
  location: LocationSettings;
}

function FolderEditor({
  initial,
  latest,
  departments,
  jobClasses,
  groups,
  location,
  initialTab,
  onClose,
  renderBadgesEditor,
}: FolderEditorProps) {
  const { t } = useTranslation(['jobs', 'common']);
  const user = useSessionUser();
  const showSnackbar = useSnackbar();
  const { today } = location;
  const editor = useFolderEditor(initial, latest, jobClasses, today);
  const { base, form, modified, saving } = editor;
  const tabs = folderTabs(usePhone());
  // Messaging is there only where the location texts (spec 1 section 6).
  const disabled = [
    ...disabledTabs(user.permissions, tabs),
    ...(locationTexts(location) ? [] : (['messaging'] as const)),
  ];
  const [tab, setTab] = useState<FolderTab | undefined>(() => openingTab(initialTab ?? 'information', disabled, tabs));
  /** Where leaving goes once the unsaved-work question is answered (closing, or the job's change history). */
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const navigate = useNavigate();
  const [editingBadges, setEditingBadges] = useState(false);
  const [textingInDialog, setTextingInDialog] = useState(false);
  /** What leaving the Messaging tab was about to do, held while the mark-read question is asked. */
  const [askingRead, setAskingRead] = useState<(() => void) | null>(null);
  const rights = folderRights(user.permissions, base.roState);
  const texting = messagingRights(user.permissions);
  const job = latest ?? base;
  const thread = useJobMessages(base.jobAdminId, !disabled.includes('messaging'));
  const unread = unreadSenders(thread.data ?? []);
  const markRead = useMarkMessagesRead();
  const color = form.jobClass?.displayColor || base.jobClass?.displayColor || defaultClassColor;

  const saveNow = async () => {
    const outcome = await editor.save();
    if (outcome === 'invalid' && editor.firstErrorField() && !disabled.includes('information')) setTab('information');
    return outcome;
  };
  const debouncedSave = useDebounced(() => void saveNow(), saveDebounceMs);

  /** The tabs whose section has unsaved changes carry a dot. */
  const sectionModified = (id: FolderTab) =>
    (id === 'information' && modified.job) ||
    (id === 'tasks' && modified.tasks) ||
    (id === 'assignments' && modified.assignments);

  /** Leaving the Messaging tab (another tab, or closing) with unread replies first asks to mark them read. */
  const leaveMessaging = (then: () => void) => {
    if (tab === 'messaging' && unread.length > 0) setAskingRead(() => then);
    else then();
  };
  const markReadThen = async (then: () => void) => {
    try {
      await Promise.all(unread.map((phone) => markRead.mutateAsync({ jobAdminId: base.jobAdminId, phone })));
      setAskingRead(null);
      then();
    } catch (error) {
      setAskingRead(null);
      showSnackbar(error instanceof Error ? error.message : String(error), 'alert');
    }
  };

  const leave = (then: () => void) =>
    leaveMessaging(() => {
      if (modified.any) setLeaving(() => then);
      else then();
    });
  const requestClose = () => leave(onClose);
  // Auditors' time travel (issue 13): the job's change history, on its own page.
  const openChangeHistory = () =>
    leave(() => {
      onClose();
      navigate(`/history/${base.jobAdminId}`);
    });

  // Send Text: disabled without the right to text, a job id or a valid cell, or where the location does not
  // text; with messaging write it opens the Messaging tab, otherwise the Send Text dialog (spec 1 section 6).
  const canText =
    texting.send && Boolean(base.jobAdminId) && phonePattern.test(job.clientCellular) && locationTexts(location);
  const textMessage = () => {
    if (texting.textInFolder && !disabled.includes('messaging')) setTab('messaging');
    else setTextingInDialog(true);
  };

  const print = () => {
    const groupName = groups.find((g) => g.shortName === base.groupShortName)?.name ?? base.group?.name ?? '';
    printJobHanger(base, editor.baseDraft.tasks, groupName).catch((error: unknown) =>
      showSnackbar(error instanceof Error ? error.message : String(error), 'alert'),
    );
  };

  return (
    <FolderShell
      title={folderHeaderText(base, tab ?? 'information')}
      color={color}
      onClose={requestClose}
      actions={
        <>
          {renderBadgesEditor && (
            <Button onPress={() => setEditingBadges(true)} isDisabled={!rights.editBadges}>
              {t('badges.title')}
            </Button>
          )}
          <Button onPress={textMessage} isDisabled={!canText}>
            {t('create.textMessage')}
          </Button>
          <Button onPress={print}>{t('folder.printHanger')}</Button>
          {allows(user.permissions.audit, 'read') && (
            <Button onPress={openChangeHistory}>{t('folder.changeHistory')}</Button>
          )}
        </>
      }
    >
      {tab === undefined ? (
        <p className={styles.empty}>{t('folder.noAccess')}</p>
      ) : (
        <Tabs
          className={styles.tabs}
          selectedKey={tab}
          onSelectionChange={(key) => {
            if (key !== tab) leaveMessaging(() => setTab(key as FolderTab));
          }}
          disabledKeys={disabled}
        >
          <TabList className={formStyles.tabList} aria-label={t('folder.label')}>
            {tabs.map((info) => (
              <Tab key={info.id} id={info.id} className={formStyles.tab}>
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
            <MessagingTab job={job} rights={texting} />
          </TabPanel>
          <TabPanel id="media" className={styles.panel}>
            <MediaTab job={base} rights={mediaRights(user.permissions, base.roState)} />
          </TabPanel>
          <TabPanel id="tasks" className={styles.panel}>
            <TasksTab editor={editor} rights={rights} />
          </TabPanel>
          <TabPanel id="assignments" className={styles.panel}>
            <AssignmentsTab editor={editor} departments={departments} rights={rights} />
          </TabPanel>
          <TabPanel id="archive" className={styles.panel}>
            <ArchiveTab editor={editor} departments={departments} rights={rights} onClosed={onClose} />
          </TabPanel>
        </Tabs>
      )}
      <DialogFooter note={editor.note}>
        <Button onPress={editor.revert} isDisabled={!modified.any || saving}>
          {t('folder.revert')}
        </Button>
        <Button variant="primary" onPress={debouncedSave} isDisabled={!modified.any} isPending={saving}>
          {t('create.save')}
        </Button>
      </DialogFooter>

      {editor.scheduledOut.question}
      <UnsavedWorkPrompt
        isOpen={leaving !== null}
        isPending={saving}
        onCancel={() => setLeaving(null)}
        onNo={() => {
          setLeaving(null);
          leaving?.();
        }}
        onYes={async () => {
          const outcome = await saveNow();
          setLeaving(null);
          if (outcome === 'saved') leaving?.();
        }}
      />
      <QuestionDialog
        message={t('messaging.markRead')}
        isOpen={askingRead !== null}
        isPending={markRead.isPending}
        onDismiss={() => setAskingRead(null)}
        answers={[
          {
            label: t('common:yes'),
            variant: 'primary',
            autoFocus: true,
            onPress: () => askingRead && markReadThen(askingRead),
          },
          {
            label: t('common:no'),
            onPress: () => {
              askingRead?.();
              setAskingRead(null);
            },
          },
          { label: t('common:cancel'), onPress: () => setAskingRead(null) },
        ]}
      />
      {textingInDialog && <SendTextDialog job={job} rights={texting} onClose={() => setTextingInDialog(false)} />}
      {editingBadges && renderBadgesEditor?.(() => setEditingBadges(false))}
    </FolderShell>
  );
}
