import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import * as formStyles from '../../../components/job-form/job-form.css.ts';
import { PhoneField } from '../../../components/masked-field.tsx';
import { Select } from '../../../components/select.tsx';
import { Switch } from '../../../components/switch.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { fromPickerText, textLimits, withStart } from '../appointment-form.ts';
import type { AppointmentForm } from '../use-appointment-form.ts';
import * as styles from './appointments.css.ts';
import { DateTimeField } from './date-time-field.tsx';

interface SectionProps {
  form: AppointmentForm;
  /** The form's id: the section's heading id starts with it. */
  formId: string;
}

/** Customer Information: who comes, their vehicle, and whether they are reminded. */
export function CustomerSection({ form, formId, autoFocus }: SectionProps & { autoFocus: boolean }) {
  const { t } = useTranslation('appointments');
  const { values, set, bind, isReadOnly } = form;
  return (
    <section className={formStyles.grid} aria-labelledby={`${formId}-customer`}>
      <h3 id={`${formId}-customer`} className={formStyles.sectionTitle}>
        {t('form.customerInformation')}
      </h3>
      <TextField
        label={t('form.clientName')}
        maxLength={textLimits.clientName}
        autoComplete="off"
        autoFocus={autoFocus}
        className={formStyles.span2}
        {...bind('clientName')}
      />
      <div className={formStyles.span2}>
        <PhoneField label={t('form.clientCellular')} autoComplete="off" {...bind('clientCellular')} />
      </div>
      <TextField
        label={t('form.clientEmail')}
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={textLimits.clientEmail}
        className={formStyles.span2}
        {...bind('clientEmail')}
      />
      <TextField
        label={t('form.year')}
        inputMode="numeric"
        maxLength={textLimits.year}
        className={formStyles.span2}
        {...bind('year')}
      />
      <TextField label={t('form.make')} maxLength={textLimits.make} className={formStyles.span2} {...bind('make')} />
      <TextField label={t('form.model')} maxLength={textLimits.model} className={formStyles.span2} {...bind('model')} />
      <TextField label={t('form.color')} maxLength={textLimits.color} className={formStyles.span2} {...bind('color')} />
      <div className={styles.switchCell}>
        <Switch
          label={t('form.clientReminder')}
          isSelected={values.clientReminder}
          onChange={(clientReminder) => set({ ...values, clientReminder })}
          isDisabled={isReadOnly}
        />
      </div>
    </section>
  );
}

interface AppointmentSectionProps extends SectionProps {
  canWrite: boolean;
  firstDayOfWeek: 'sun' | 'mon';
}

/** Appointment Information: its type, when, what it is for, and notes (with a timestamp button). */
export function AppointmentSection({ form, formId, canWrite, firstDayOfWeek }: AppointmentSectionProps) {
  const { t } = useTranslation('appointments');
  const { values, set, bind, bounds, isReadOnly } = form;
  return (
    <section className={formStyles.grid} aria-labelledby={`${formId}-appointment`}>
      <h3 id={`${formId}-appointment`} className={formStyles.sectionTitle}>
        {t('form.appointmentInformation')}
      </h3>
      <Select
        className={formStyles.span3}
        label={t('form.type')}
        placeholder={t('form.typePlaceholder')}
        options={form.typeOptions}
        value={values.apptCategoryId || null}
        onChange={(apptCategoryId) => set({ ...values, apptCategoryId })}
        onBlur={() => form.touch('apptCategoryId')}
        error={form.errorOf('apptCategoryId')}
        isDisabled={isReadOnly}
      />
      <div className={styles.switchCell}>
        <Switch
          label={t('form.allDay')}
          isSelected={values.allDay}
          onChange={(allDay) => set({ ...values, allDay })}
          isDisabled={isReadOnly}
        />
      </div>
      <div className={formStyles.span3}>
        <DateTimeField
          label={t('form.start')}
          minDay={bounds.min}
          maxDay={bounds.max}
          firstDayOfWeek={firstDayOfWeek}
          {...bind('start')}
          onChange={(start) => set(withStart(values, start))}
        />
      </div>
      <div className={formStyles.span3}>
        <DateTimeField
          label={t('form.end')}
          // The end is never on a day before the start.
          minDay={fromPickerText(values.start).slice(0, 10) || bounds.min}
          maxDay={bounds.max}
          firstDayOfWeek={firstDayOfWeek}
          {...bind('end')}
        />
      </div>
      <TextField
        label={t('form.description')}
        multiline
        rows={4}
        maxLength={textLimits.description}
        className={formStyles.span6}
        {...bind('description')}
      />
      <div className={`${formStyles.span6} ${styles.notes}`}>
        <TextField
          label={t('form.notes')}
          multiline
          rows={8}
          maxLength={textLimits.notes}
          textAreaRef={form.notesRef}
          className={styles.notesField}
          {...bind('notes')}
        />
        {canWrite && (
          <Button onPress={form.insertTimestamp} isDisabled={form.isPending}>
            {t('form.insertTimestamp')}
          </Button>
        )}
      </div>
    </section>
  );
}
