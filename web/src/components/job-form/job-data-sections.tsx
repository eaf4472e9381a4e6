import { addDays, type Group, type JobClass, type JobDateField } from '@bayline/contracts';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultClassColor } from '../../styles/colors.ts';
import { Button } from '../button.tsx';
import { Checkbox } from '../checkbox.tsx';
import { type DateEntered, DateField } from '../date-field.tsx';
import { PlusIcon } from '../icons.tsx';
import { Select } from '../select.tsx';
import { TextField, type TextFieldProps } from '../text-field.tsx';
import * as styles from './job-form.css.ts';
import { withDate } from './job-form.ts';
import type { JobForm } from './use-job-form.ts';

/** The group select's "no group" entry. */
const noGroup = '(none)';

/** Hours and money never go negative: the minus key (and number-input exponents) do nothing. */
function blockKeys(keys: readonly string[]) {
  return (event: KeyboardEvent) => {
    if (keys.includes(event.key)) event.preventDefault();
  };
}
const blockNumberKeys = blockKeys(['-', '+', 'e', 'E']);
const blockMinus = blockKeys(['-']);

/** Hours and Refinish: a number of hours in tenths, never negative. */
function HoursField(props: Pick<TextFieldProps, 'label' | 'value' | 'onChange' | 'onBlur' | 'error' | 'isDisabled'>) {
  return (
    <TextField
      type="number"
      inputMode="decimal"
      step={0.1}
      min={0}
      onKeyDown={blockNumberKeys}
      className={styles.span2}
      {...props}
    />
  );
}

/** The later of two calendar days, either may be empty. */
function later(a: string, b: string): string {
  return a > b ? a : b;
}

interface SectionProps {
  form: JobForm;
  /** Read-only: a void or archived job, or no right to change job information. */
  isDisabled?: boolean;
}

/** Year, make, model, colour, style and VIN. */
export function VehicleFields({ form, isDisabled }: SectionProps) {
  const { t } = useTranslation('jobs');
  const year = form.bind('year');
  return (
    <>
      <TextField
        label={t('form.year')}
        inputMode="numeric"
        maxLength={4}
        className={styles.span2}
        isDisabled={isDisabled}
        {...year}
        onChange={(value) => year.onChange(value.replace(/\D/g, '').slice(0, 4))}
      />
      <TextField
        label={t('form.make')}
        maxLength={50}
        className={styles.span2}
        isDisabled={isDisabled}
        {...form.bind('make')}
      />
      <TextField
        label={t('form.model')}
        maxLength={50}
        className={styles.span2}
        isDisabled={isDisabled}
        {...form.bind('model')}
      />
      <TextField
        label={t('form.color')}
        maxLength={50}
        className={styles.span2}
        isDisabled={isDisabled}
        {...form.bind('color')}
      />
      <TextField
        label={t('form.style')}
        maxLength={50}
        className={styles.span2}
        isDisabled={isDisabled}
        {...form.bind('style')}
      />
      <TextField
        label={t('form.vin')}
        maxLength={17}
        className={styles.span2}
        isDisabled={isDisabled}
        {...form.bind('vin')}
      />
    </>
  );
}

interface WorkFieldsProps extends SectionProps {
  groups: readonly Group[];
  jobClasses: readonly JobClass[];
  canAddGroup: boolean;
  onAddGroup: () => void;
  onJobClassChange: (jobClassId: string) => void;
}

/** The job: its id, class and group, description, hours, money and flags. */
export function WorkFields({
  form,
  isDisabled,
  groups,
  jobClasses,
  canAddGroup,
  onAddGroup,
  onJobClassChange,
}: WorkFieldsProps) {
  const { t } = useTranslation('jobs');
  const { values } = form;
  const groupOptions = [
    { id: noGroup, label: t('form.noGroup') },
    ...groups.map((g) => ({ id: g.shortName, label: g.name })),
  ];
  const classOptions = jobClasses.map((c) => ({
    id: c.jobClassId,
    label: c.name,
    color: c.displayColor || defaultClassColor,
  }));
  return (
    <>
      <TextField
        label={t('form.jobId')}
        maxLength={12}
        className={styles.span2}
        isDisabled={isDisabled}
        {...form.bind('hat')}
      />
      <Select
        label={t('form.jobClass')}
        isDisabled={isDisabled}
        placeholder={t('form.selectJobClass')}
        className={styles.span2}
        options={classOptions}
        value={values.jobClassId || null}
        onChange={(id) => {
          form.touch('jobClassId');
          if (id !== values.jobClassId) onJobClassChange(id);
        }}
        onBlur={() => form.touch('jobClassId')}
        error={form.errorOf('jobClassId')}
      />
      <div className={`${styles.span2} ${styles.groupRow}`}>
        <Select
          label={t('form.group')}
          isDisabled={isDisabled}
          placeholder={t('form.selectGroup')}
          className={styles.grow}
          options={groupOptions}
          value={values.groupShortName || null}
          onChange={(id) => form.set('groupShortName', id === noGroup ? '' : id)}
          error={form.errorOf('groupShortName')}
        />
        <Button
          variant="icon"
          aria-label={t('form.addGroup')}
          onPress={onAddGroup}
          isDisabled={isDisabled || !canAddGroup}
        >
          <PlusIcon />
        </Button>
      </div>
      <TextField
        label={t('form.description')}
        multiline
        maxLength={500}
        className={styles.span6}
        isDisabled={isDisabled}
        {...form.bind('description')}
      />
      <HoursField label={t('form.hours')} isDisabled={isDisabled} {...form.bind('hours')} />
      <HoursField label={t('form.refinish')} isDisabled={isDisabled} {...form.bind('refinish')} />
      <TextField
        label={t('form.total')}
        inputMode="decimal"
        onKeyDown={blockMinus}
        className={styles.span2}
        isDisabled={isDisabled}
        {...form.bind('subTotal')}
      />
      <div className={styles.checks}>
        <Checkbox
          label={t('form.exception')}
          isDisabled={isDisabled}
          isSelected={values.isException}
          onChange={(v) => form.set('isException', v)}
        />
        <Checkbox
          label={t('form.sendTextUpdates')}
          isDisabled={isDisabled}
          isSelected={values.sendTextUpdates}
          onChange={(v) => form.set('sendTextUpdates', v)}
        />
        <Checkbox
          label={t('form.totalLoss')}
          isDisabled={isDisabled}
          isSelected={values.isTotalLoss}
          onChange={(v) => form.set('isTotalLoss', v)}
        />
      </div>
    </>
  );
}

/** A date field's change: the date set, its later dates kept after it, and the field marked as visited. */
function dateChange(form: JobForm, field: Parameters<typeof withDate>[1]) {
  return (value: string) => {
    form.update((current) => withDate(current, field, value));
    form.touch(field);
  };
}

/** When each date was last entered and by whom (the folder's; a new job has none yet). */
export type DatesEntered = Partial<Record<JobDateField, DateEntered>>;

interface ScheduleFieldsProps extends SectionProps {
  today: string;
  entered?: DatesEntered;
  /** Create Job: Scheduled In must be after today. Editing: today or later. */
  creating: boolean;
  onScheduledInLeft: () => void;
}

/** Scheduled In and Scheduled Out. */
export function ScheduleFields({ form, isDisabled, today, creating, onScheduledInLeft, entered }: ScheduleFieldsProps) {
  const { t } = useTranslation('jobs');
  const { values } = form;
  return (
    <>
      <h3 className={styles.sectionTitle}>{t('form.schedule')}</h3>
      <div className={styles.span3}>
        <DateField
          label={t('form.scheduledIn')}
          isDisabled={isDisabled}
          value={values.scheduledIn}
          min={creating ? addDays(today, 1) : today}
          onChange={(value) => form.set('scheduledIn', value)}
          onBlur={() => {
            form.touch('scheduledIn');
            onScheduledInLeft();
          }}
          error={form.errorOf('scheduledIn')}
          entered={entered?.scheduledIn}
        />
      </div>
      <div className={styles.span3}>
        <DateField
          label={t('form.scheduledOut')}
          isDisabled={isDisabled}
          value={values.scheduledOut}
          min={values.scheduledIn || today}
          onChange={dateChange(form, 'scheduledOut')}
          error={form.errorOf('scheduledOut')}
          entered={entered?.scheduledOut}
        />
      </div>
    </>
  );
}

/** Arrival, job start, job complete and delivered, each no earlier than the one before. */
export function DateFields({
  form,
  isDisabled,
  today,
  entered,
}: SectionProps & { today: string; entered?: DatesEntered }) {
  const { t } = useTranslation('jobs');
  const { values } = form;
  return (
    <>
      <h3 className={styles.sectionTitle}>{t('form.dates')}</h3>
      <div className={styles.span3}>
        <DateField
          label={t('form.arrival')}
          isDisabled={isDisabled}
          value={values.dateTowIn}
          min={today}
          onChange={dateChange(form, 'dateTowIn')}
          error={form.errorOf('dateTowIn')}
          entered={entered?.dateTowIn}
        />
      </div>
      <div className={styles.span3}>
        <DateField
          label={t('form.jobStart')}
          value={values.repairStart}
          min={later(today, values.dateTowIn)}
          isDisabled={isDisabled || !values.dateTowIn}
          onChange={dateChange(form, 'repairStart')}
          error={form.errorOf('repairStart')}
          entered={entered?.repairStart}
        />
      </div>
      <div className={styles.span3}>
        <DateField
          label={t('form.jobComplete')}
          value={values.dateReady}
          min={later(today, values.repairStart)}
          isDisabled={isDisabled || !values.dateTowIn || !values.repairStart}
          onChange={dateChange(form, 'dateReady')}
          error={form.errorOf('dateReady')}
          entered={entered?.dateReady}
        />
      </div>
      <div className={styles.span3}>
        <DateField
          label={t('form.delivered')}
          isDisabled={isDisabled}
          value={values.datePickup}
          min={later(values.dateTowIn, values.dateReady) || undefined}
          onChange={dateChange(form, 'datePickup')}
          error={form.errorOf('datePickup')}
          entered={entered?.datePickup}
        />
      </div>
    </>
  );
}
