import type { Group, JobClass } from '@bayline/contracts';
import { DateFields, type DatesEntered, ScheduleFields, VehicleFields, WorkFields } from './job-data-sections.tsx';
import * as styles from './job-form.css.ts';
import type { JobForm } from './use-job-form.ts';

interface JobDataFieldsProps {
  form: JobForm;
  today: string;
  groups: readonly Group[];
  jobClasses: readonly JobClass[];
  canAddGroup: boolean;
  onAddGroup: () => void;
  onJobClassChange: (jobClassId: string) => void;
  onScheduledInLeft: () => void;
  /** Create Job: Scheduled In must be after today. Editing: today or later. */
  creating: boolean;
  /** Read-only: a void or archived job, or no right to change job information. */
  isDisabled?: boolean;
  /** When each date was last entered and by whom: the folder's. */
  entered?: DatesEntered;
}

/** The Job Data tab: vehicle, job, money and dates. */
export function JobDataFields({
  form,
  today,
  groups,
  jobClasses,
  canAddGroup,
  onAddGroup,
  onJobClassChange,
  onScheduledInLeft,
  creating,
  isDisabled,
  entered,
}: JobDataFieldsProps) {
  return (
    <div className={styles.grid}>
      <VehicleFields form={form} isDisabled={isDisabled} />
      <WorkFields
        form={form}
        isDisabled={isDisabled}
        groups={groups}
        jobClasses={jobClasses}
        canAddGroup={canAddGroup}
        onAddGroup={onAddGroup}
        onJobClassChange={onJobClassChange}
      />
      <ScheduleFields
        form={form}
        isDisabled={isDisabled}
        today={today}
        creating={creating}
        onScheduledInLeft={onScheduledInLeft}
        entered={entered}
      />
      <DateFields form={form} isDisabled={isDisabled} today={today} entered={entered} />
    </div>
  );
}
