import { activeInOrder, allows, Level, mediaMessages } from '@bayline/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { AppDialog, DialogFooter } from '../../../components/dialog.tsx';
import { CloseIcon, MediaIcon, MessageIcon } from '../../../components/icons.tsx';
import { AddGroupDialog } from '../../../components/job-form/add-group-dialog.tsx';
import { CustomerFields } from '../../../components/job-form/customer-fields.tsx';
import { JobDataFields } from '../../../components/job-form/job-data-fields.tsx';
import * as styles from '../../../components/job-form/job-form.css.ts';
import {
  checkJobForm,
  customerFields,
  defaultJobClass,
  initialJobForm,
  type JobFormField,
  type JobFormTab,
  jobDataFields,
  tabOf,
} from '../../../components/job-form/job-form.ts';
import { useScheduledOutQuestion } from '../../../components/job-form/scheduled-out-question.tsx';
import { useJobForm } from '../../../components/job-form/use-job-form.ts';
import { Loading } from '../../../components/loading.tsx';
import { AddFilesDialog } from '../../../components/media/add-files-dialog.tsx';
import { AddMediaMenu } from '../../../components/media/add-media-menu.tsx';
import { CaptureMediaDialog } from '../../../components/media/capture-media-dialog.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useSessionUser } from '../../../lib/auth.ts';
import { usePhone } from '../../../lib/device.ts';
import { jobLabel } from '../../../lib/format.ts';
import { uploadFiles } from '../../../lib/media-files.ts';
import { tMessage } from '../../../lib/messages.ts';
import { defaultClassColor } from '../../../styles/colors.ts';
import { useCreateJob } from '../api/create-job.ts';
import { type JobFormData, useCreateJobData } from '../api/create-job-data.ts';
import type { JobSeed } from '../job-seed.ts';

export interface CreateJobDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Where new jobs start: the first active department. */
  departmentShortName: string | undefined;
  locationShortName: string;
  /** Adding a group on the fly is allowed (onthefly write, admin not 1). */
  canAddGroup: boolean;
  /** Another job's customer and vehicle (`seedFromJob`) or an estimate (`seedFromEstimate`) to start from. */
  seed?: JobSeed;
  /** Told the new job's id once it is created. */
  onCreated?: (jobAdminId: string) => void;
}

/**
 * The Create Job dialog; every opening starts a new form, from the defaults plus the seed.
 *
 * Usage (Clone / Link Estimate in the production route):
 * `<CreateJobDialog isOpen onClose={close} seed={seedFromJob(job)} locationShortName={loc} departmentShortName={first} canAddGroup={…} />`
 */
export function CreateJobDialog({ isOpen, onClose, ...props }: CreateJobDialogProps) {
  const { t } = useTranslation('jobs');
  const { data, failure } = useCreateJobData();
  const phone = usePhone();
  if (!isOpen) return null;
  if (!data) {
    return (
      <AppDialog
        title={t('create.title')}
        isOpen
        onOpenChange={(open) => !open && onClose()}
        accentColor={defaultClassColor}
        fullScreen={phone}
      >
        {failure ? (
          <DialogFooter note={failure.message}>
            <Button onPress={onClose}>{t('close')}</Button>
          </DialogFooter>
        ) : (
          <Loading />
        )}
      </AppDialog>
    );
  }
  return <CreateJobForm data={data} onClose={onClose} {...props} />;
}

type CreateJobFormProps = Omit<CreateJobDialogProps, 'isOpen'> & { data: JobFormData };

/**
 * Customer and Job Data tabs, a top border in the job class colour, Create once the form is valid. On a phone
 * the form fills the screen with its actions in the header: cancel, text message, media and save.
 */
function CreateJobForm({
  data,
  onClose,
  departmentShortName,
  locationShortName,
  canAddGroup,
  seed,
  onCreated,
}: CreateJobFormProps) {
  const { t } = useTranslation('jobs');
  const jobClasses = activeInOrder(data.jobClasses);
  const [initial] = useState(() => ({ ...initialJobForm(data.today, defaultJobClass(jobClasses)), ...seed?.values }));
  const estimateId = seed?.estimateId ?? null;
  const form = useJobForm(initial, jobClasses, (values, jobClass) =>
    checkJobForm(values, { today: data.today, jobClass, departmentShortName, estimateId }),
  );
  const scheduledOut = useScheduledOutQuestion(form);
  const createJob = useCreateJob();
  const showSnackbar = useSnackbar();
  const [tab, setTab] = useState<JobFormTab>('customer');
  const [askingCancel, setAskingCancel] = useState(false);
  const [addingGroup, setAddingGroup] = useState(false);
  const [note, setNote] = useState<string>();
  const phone = usePhone();
  const formId = useId();
  const { permissions } = useSessionUser();
  // Photos taken while the job is created go to it once it exists (they become its media: media write needed).
  const canAddMedia = allows(permissions.jobmedia, 'write') && permissions.jobfolder !== Level.noAccess;
  const [files, setFiles] = useState<File[]>([]);
  const [picking, setPicking] = useState<'camera' | 'device' | null>(null);
  const addFiles = (added: readonly File[]) => {
    setPicking(null);
    setFiles((current) => [...current, ...added]);
  };
  const isValid = form.check.job !== undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.attempt();
    const job = form.check.job;
    if (!job) {
      const first = Object.keys(form.check.errors)[0] as JobFormField | undefined;
      if (first) setTab(tabOf(first));
      return;
    }
    setNote(undefined);
    createJob.mutate(job, {
      onSuccess: ({ jobAdmin }) => {
        showSnackbar(t('create.created', { label: jobLabel(jobAdmin) }));
        onClose();
        onCreated?.(jobAdmin.jobAdminId);
        // The dialog is gone by the time they are in: the outcome is told by the app's snackbar.
        if (files.length > 0)
          uploadFiles(jobAdmin.jobAdminId, files, null).then(
            (created) =>
              showSnackbar(
                tMessage(mediaMessages.uploaded(created.length, jobAdmin.hat || String(jobAdmin.jobAdminInt))),
                'success',
              ),
            (error: Error) => showSnackbar(error.message, 'alert'),
          );
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.errors.length === 0) {
          setNote(error.message);
          return;
        }
        const unplaced = form.showServerErrors(error.errors);
        const placed = error.errors.find((e) => !unplaced.includes(e));
        if (placed) setTab(tabOf(placed.field as JobFormField));
        setNote(unplaced.length > 0 ? unplaced.map((e) => e.message).join(' ') : undefined);
      },
    });
  };

  return (
    <AppDialog
      title={t('create.title')}
      isOpen
      onOpenChange={(open) => !open && setAskingCancel(true)}
      accentColor={form.jobClass?.displayColor || defaultClassColor}
      size="lg"
      fullScreen={phone}
      headerActions={
        phone && (
          <>
            <IconButton label={t('create.cancel')} onPress={() => setAskingCancel(true)}>
              <CloseIcon />
            </IconButton>
            {/* A job not yet created has no id to text about (spec 1 section 6). */}
            <IconButton label={t('create.textMessage')} isDisabled>
              <MessageIcon />
            </IconButton>
            <AddMediaMenu
              icon={<MediaIcon />}
              label={t('create.media')}
              onCamera={canAddMedia ? () => setPicking('camera') : undefined}
              onDevice={canAddMedia ? () => setPicking('device') : undefined}
            />
            <Button type="submit" form={formId} variant="primary" isDisabled={!isValid} isPending={createJob.isPending}>
              {t('create.save')}
            </Button>
          </>
        )
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.tabs}>
        <Tabs className={styles.tabs} selectedKey={tab} onSelectionChange={(id) => setTab(id as JobFormTab)}>
          <TabList aria-label={t('create.title')}>
            <Tab id="customer">
              {t('tabs.customer')}
              {form.hasErrorIn(customerFields) && <span className={styles.tabError} aria-hidden />}
            </Tab>
            <Tab id="jobData">
              {t('tabs.jobData')}
              {form.hasErrorIn(jobDataFields) && <span className={styles.tabError} aria-hidden />}
            </Tab>
          </TabList>
          <TabPanel id="customer" className={styles.panel}>
            <CustomerFields form={form} autoFocus />
          </TabPanel>
          <TabPanel id="jobData" className={styles.panel}>
            <JobDataFields
              form={form}
              today={data.today}
              groups={data.groups}
              jobClasses={jobClasses}
              canAddGroup={canAddGroup}
              onAddGroup={() => setAddingGroup(true)}
              onJobClassChange={scheduledOut.onJobClassChange}
              onScheduledInLeft={scheduledOut.onScheduledInLeft}
              creating
            />
          </TabPanel>
        </Tabs>
        {files.length > 0 && (
          <p className={styles.pendingMedia} role="status">
            {t('create.mediaToAdd', { count: files.length })}
            <Button onPress={() => setFiles([])}>{t('create.removeMedia')}</Button>
          </p>
        )}
        {!phone && (
          <DialogFooter note={note}>
            <Button onPress={() => setAskingCancel(true)}>{t('create.cancel')}</Button>
            <Button type="submit" variant="primary" isDisabled={!isValid} isPending={createJob.isPending}>
              {t('create.create')}
            </Button>
          </DialogFooter>
        )}
        {phone && note && <DialogFooter note={note} />}
      </form>

      <AddGroupDialog
        isOpen={addingGroup}
        locationShortName={locationShortName}
        onClose={() => setAddingGroup(false)}
        onAdded={(group) => {
          setAddingGroup(false);
          form.set('groupShortName', group.shortName);
        }}
      />
      {picking === 'camera' && <CaptureMediaDialog onSubmit={addFiles} onClose={() => setPicking(null)} />}
      {picking === 'device' && <AddFilesDialog action="add" onUpload={addFiles} onClose={() => setPicking(null)} />}
      {scheduledOut.question}
      <ConfirmDialog
        message={t('create.cancelQuestion')}
        isOpen={askingCancel}
        onCancel={() => setAskingCancel(false)}
        onConfirm={() => {
          setAskingCancel(false);
          onClose();
        }}
      />
    </AppDialog>
  );
}
