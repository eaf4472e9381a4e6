import { activeInOrder, type Group, type JobClass } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddGroupDialog } from '../../../components/job-form/add-group-dialog.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { CustomerFields } from '../../../components/job-form/customer-fields.tsx';
import { JobDataFields } from '../../../components/job-form/job-data-fields.tsx';
import { canAddGroup } from '../../../components/job-form/job-form.ts';
import { selectedLocation, useSessionUser } from '../../../lib/auth.ts';
import { useDateEntries } from '../api/get-date-entries.ts';
import { datesEntered } from '../date-entries.ts';
import type { FolderEditor } from '../use-folder-editor.ts';
import * as styles from './folder.css.ts';

interface InformationTabProps {
  editor: FolderEditor;
  today: string;
  jobClasses: readonly JobClass[];
  groups: readonly Group[];
  /** Void or archived, or no right to change job information. */
  isDisabled: boolean;
}

/** The job form in edit mode: the Customer and Job Data fields of Create Job, dates judged against the saved ones. */
export function InformationTab({ editor, today, jobClasses, groups, isDisabled }: InformationTabProps) {
  const { t } = useTranslation('jobs');
  const user = useSessionUser();
  const [addingGroup, setAddingGroup] = useState(false);
  const { form, base, scheduledOut } = editor;
  const [looked, setLooked] = useState(false);
  const entries = useDateEntries(base.jobAdminId, looked);
  const timeZone = useLocationSettings().data?.timeZone;
  // The job's own class stays on the list even when it is no longer active.
  const classes = activeInOrder(jobClasses);
  const own = jobClasses.find((c) => c.jobClassId === base.jobClassId);
  const classOptions = own && !classes.includes(own) ? [...classes, own] : classes;

  return (
    <>
      <h3 className={styles.sectionTitle}>{t('tabs.customer')}</h3>
      <CustomerFields form={form} isDisabled={isDisabled} />
      <h3 className={styles.sectionTitle}>{t('tabs.jobData')}</h3>
      <JobDataFields
        form={form}
        today={today}
        groups={groups}
        jobClasses={classOptions}
        canAddGroup={canAddGroup(user.permissions)}
        onAddGroup={() => setAddingGroup(true)}
        onJobClassChange={scheduledOut.onJobClassChange}
        onScheduledInLeft={scheduledOut.onScheduledInLeft}
        creating={false}
        isDisabled={isDisabled}
        entered={datesEntered(t, form.values, entries.data, timeZone, () => setLooked(true))}
      />
      <AddGroupDialog
        isOpen={addingGroup}
        locationShortName={selectedLocation(user)?.shortName ?? base.locationShortName}
        onClose={() => setAddingGroup(false)}
        onAdded={(group) => {
          setAddingGroup(false);
          form.set('groupShortName', group.shortName);
        }}
      />
    </>
  );
}
