import { activeInOrder, type Group, type JobClass } from '@bayline/contracts';
import { type FormEvent, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { AppDialog, DialogFooter } from '../../../components/dialog.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ApiError } from '../../../lib/api.ts';
import { defaultClassColor } from '../../../styles/colors.ts';
import { useCreateJob } from '../api/create-job.ts';
import {
  customerFields,
  defaultJobClass,
  initialJobForm,
  type JobFormField,
  type JobFormTab,
  jobDataFields,
  recalculatedScheduledOut,
  tabOf,
} from '../job-form.ts';
import { useJobForm } from '../use-job-form.ts';
import { AddGroupDialog } from './add-group-dialog.tsx';
import { CustomerFields } from './customer-fields.tsx';
import { JobDataFields } from './job-data-fields.tsx';
import * as styles from './job-form.css.ts';

const cancelQuestion = 'Are you sure you want to cancel?';
const recalculateQuestion = 'Would you like to recalculate the scheduled out date?';

/** What the form needs from the server before it can open. */
export interface JobFormData {
  jobClasses: JobClass[];
  groups: Group[];
  /** Today at the location. */
  today: string;
}

interface CreateJobDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Undefined while the lists load. */
  data: JobFormData | undefined;
  /** Why the lists could not be loaded. */
  failure?: Error;
  /** Where new jobs start: the first active department. */
  departmentShortName: string | undefined;
  locationShortName: string;
  canAddGroup: boolean;
}

/** The Create Job dialog; every opening starts a new form. */
export function CreateJobDialog({ isOpen, onClose, data, failure, ...props }: CreateJobDialogProps) {
  if (!isOpen) return null;
  if (!data) {
    return (
      <AppDialog title="Create Job" isOpen onOpenChange={(open) => !open && onClose()} accentColor={defaultClassColor}>
        {failure ? (
          <DialogFooter note={failure.message}>
            <Button onPress={onClose}>Close</Button>
          </DialogFooter>
        ) : (
          <Loading />
        )}
      </AppDialog>
    );
  }
  return <CreateJobForm data={data} onClose={onClose} {...props} />;
}

type CreateJobFormProps = Omit<CreateJobDialogProps, 'isOpen' | 'data' | 'failure'> & { data: JobFormData };

/** Customer and Job Data tabs, a top border in the job class colour, Create once the form is valid. */
function CreateJobForm({ data, onClose, departmentShortName, locationShortName, canAddGroup }: CreateJobFormProps) {
  const jobClasses = activeInOrder(data.jobClasses);
  const [initial] = useState(() => initialJobForm(data.today, defaultJobClass(jobClasses)));
  const form = useJobForm(initial, jobClasses, data.today, departmentShortName);
  const createJob = useCreateJob();
  const [tab, setTab] = useState<JobFormTab>('customer');
  const [question, setQuestion] = useState<'cancel' | 'recalculate'>();
  const [addingGroup, setAddingGroup] = useState(false);
  /** The scheduled in the recalculation was last offered for: leaving the field unchanged asks nothing. */
  const [offeredFor, setOfferedFor] = useState('');
  const [note, setNote] = useState<string>();

  const offerRecalculation = (scheduledIn: string) => {
    setOfferedFor(scheduledIn);
    if (scheduledIn) setQuestion('recalculate');
  };

  const recalculate = () => {
    const { jobClass, values } = form;
    if (jobClass && values.scheduledIn) {
      form.set('scheduledOut', recalculatedScheduledOut(values.scheduledIn, jobClass));
    }
  };

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
      onSuccess: onClose,
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
      title="Create Job"
      isOpen
      onOpenChange={(open) => !open && setQuestion('cancel')}
      accentColor={form.jobClass?.displayColor || defaultClassColor}
      size="lg"
    >
      <form onSubmit={submit} noValidate className={styles.tabs}>
        <Tabs className={styles.tabs} selectedKey={tab} onSelectionChange={(key) => setTab(key as JobFormTab)}>
          <TabList className={styles.tabList} aria-label="Create Job">
            <Tab id="customer" className={styles.tab}>
              Customer
              {form.hasErrorIn(customerFields) && <span className={styles.tabError} aria-hidden />}
            </Tab>
            <Tab id="jobData" className={styles.tab}>
              Job Data
              {form.hasErrorIn(jobDataFields) && <span className={styles.tabError} aria-hidden />}
            </Tab>
          </TabList>
          <TabPanel id="customer" className={styles.panel}>
            <CustomerFields form={form} />
          </TabPanel>
          <TabPanel id="jobData" className={styles.panel}>
            <JobDataFields
              form={form}
              today={data.today}
              groups={data.groups}
              jobClasses={jobClasses}
              canAddGroup={canAddGroup}
              onAddGroup={() => setAddingGroup(true)}
              onJobClassChange={(jobClassId) => {
                form.set('jobClassId', jobClassId);
                offerRecalculation(form.values.scheduledIn);
              }}
              onScheduledInLeft={() => {
                if (form.values.scheduledIn !== offeredFor) offerRecalculation(form.values.scheduledIn);
              }}
            />
          </TabPanel>
        </Tabs>
        <DialogFooter note={note}>
          <Button onPress={() => setQuestion('cancel')}>Cancel</Button>
          <Button type="submit" variant="primary" isDisabled={!form.check.job} isPending={createJob.isPending}>
            Create
          </Button>
        </DialogFooter>
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
      <ConfirmDialog
        message={question === 'recalculate' ? recalculateQuestion : cancelQuestion}
        isOpen={question !== undefined}
        onCancel={() => setQuestion(undefined)}
        onConfirm={() => {
          setQuestion(undefined);
          if (question === 'recalculate') recalculate();
          else onClose();
        }}
      />
    </AppDialog>
  );
}
