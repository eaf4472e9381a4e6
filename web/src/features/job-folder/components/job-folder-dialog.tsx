import {
  allows,
  type Department,
  type Group,
  isClosed,
  type JobClass,
  type JobFolderView,
  type LocationSummary,
  phonePattern,
} from '@bayline/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { DialogFooter } from '../../../components/dialog.tsx';
import { HoldActions } from '../../../components/holds/hold-actions.tsx';
import { useGroups } from '../../../components/job-form/api/get-groups.ts';
import { useJobClasses } from '../../../components/job-form/api/get-job-classes.ts';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { Loading } from '../../../components/loading.tsx';
import { usePromise } from '../../../components/promise/promise.ts';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useSessionUser } from '../../../lib/auth.ts';
import { useDepartments } from '../../../lib/departments.ts';
import { usePhone } from '../../../lib/device.ts';
import { useNow } from '../../../lib/use-now.ts';
import { defaultClassColor } from '../../../styles/colors.ts';
import { setActiveJob } from '../active-job.ts';
import { useJobFolder } from '../api/get-job-folder.ts';
import { disabledTabs, type FolderTab, folderHeaderText, folderTabs, jobName, openingTab } from '../header.ts';
import { locationTexts, messagingRights, type TextDraft } from '../messaging.ts';
import { printJobHanger } from '../print-hanger.ts';
import { folderRights } from '../rights.ts';
import { saveDebounceMs } from '../saving.ts';
import { useDebounced, useFolderEditor } from '../use-folder-editor.ts';
import { useLeaveFolder } from '../use-leave-folder.ts';
import * as styles from './folder.css.ts';
import { FolderPromise } from './folder-promise.tsx';
import { FolderShell } from './folder-shell.tsx';
import { FolderTabs } from './folder-tabs.tsx';
import { JobElsewhere } from './job-elsewhere.tsx';
import { LeaveQuestions } from './leave-questions.tsx';
import { SendTextDialog } from './send-text-dialog.tsx';

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

interface FolderEditorProps extends Omit<JobFolderDialogProps, 'jobAdminId'> {
  initial: JobFolderView;
  latest: JobFolderView | undefined;
  departments: Department[];
  jobClasses: JobClass[];
  groups: Group[];
  location: LocationSummary;
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
  const navigate = useNavigate();
  const [editingBadges, setEditingBadges] = useState(false);
  const [textingInDialog, setTextingInDialog] = useState(false);
  // A text the folder offered to write (the late promise's), for the Messaging tab's composer to start from.
  const [draft, setDraft] = useState<TextDraft | undefined>();
  const rights = folderRights(user.permissions, base.roState);
  const texting = messagingRights(user.permissions);
  const job = latest ?? base;
  const color = form.jobClass?.displayColor || base.jobClass?.displayColor || defaultClassColor;
  const promised = usePromise(job, useNow());

  const saveNow = async () => {
    const outcome = await editor.save();
    if (outcome === 'invalid' && editor.firstErrorField() && !disabled.includes('information')) setTab('information');
    return outcome;
  };
  const debouncedSave = useDebounced(() => void saveNow(), saveDebounceMs);

  const exit = useLeaveFolder({
    jobAdminId: base.jobAdminId,
    readsMessages: !disabled.includes('messaging'),
    onMessagingTab: tab === 'messaging',
    isModified: modified.any,
  });
  const requestClose = () => exit.leave(onClose);
  // Auditors' time travel (issue 13): the job's change history, on its own page.
  const openChangeHistory = () =>
    exit.leave(() => {
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
      status={
        promised && (
          <FolderPromise
            at={promised}
            job={job}
            userId={user.userId}
            canText={canText && texting.textInFolder && !disabled.includes('messaging')}
            onText={(text) => {
              setDraft({ message: text });
              exit.leaveMessaging(() => setTab('messaging'));
            }}
          />
        )
      }
      actions={
        <>
          <HoldActions
            job={{ jobAdminId: base.jobAdminId, name: jobName(base), hold: job.hold }}
            canHold={allows(user.permissions.board, 'write') && !isClosed(job.roState)}
          />
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
        <FolderTabs
          tabs={tabs}
          tab={tab}
          disabled={disabled}
          onSelect={(key) => {
            // The offered text goes with the composer: back on Messaging later, it is not offered again.
            if (key !== tab)
              exit.leaveMessaging(() => {
                setDraft(undefined);
                setTab(key);
              });
          }}
          editor={editor}
          job={job}
          today={today}
          departments={departments}
          jobClasses={jobClasses}
          groups={groups}
          rights={rights}
          texting={texting}
          draft={draft}
          onClosed={onClose}
        />
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
      <LeaveQuestions leaving={exit} isSaving={saving} save={saveNow} />
      {textingInDialog && <SendTextDialog job={job} rights={texting} onClose={() => setTextingInDialog(false)} />}
      {editingBadges && renderBadgesEditor?.(() => setEditingBadges(false))}
    </FolderShell>
  );
}
