import type { Appointment, ApptCategory } from '@bayline/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { AppDialog, DialogFooter } from '../../../components/dialog.tsx';
import { insertIntoTextArea } from '../../../components/insert-at-caret.ts';
import * as formStyles from '../../../components/job-form/job-form.css.ts';
import { PhoneField } from '../../../components/masked-field.tsx';
import { Select } from '../../../components/select.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Switch } from '../../../components/switch.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { UnsavedWorkPrompt } from '../../../components/unsaved-work-prompt.tsx';
import { ApiError } from '../../../lib/api.ts';
import { usePhone } from '../../../lib/device.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { openJobPath } from '../../../lib/open-job-url.ts';
import { useConvertAppointment } from '../api/convert-appointment.ts';
import { useCreateAppointment } from '../api/create-appointment.ts';
import { useDeleteAppointment } from '../api/delete-appointment.ts';
import { useUpdateAppointment } from '../api/update-appointment.ts';
import {
  type AppointmentFormErrors,
  type AppointmentFormField,
  type AppointmentFormValues,
  appointmentFormFields,
  changedFields,
  checkAppointment,
  fromPickerText,
  newAppointmentValues,
  pickerBounds,
  rebased,
  textLimits,
  timestampOf,
  valuesOf,
  withStart,
} from '../appointment-form.ts';
import { selectableTypes } from '../calendar.ts';
import * as styles from './appointments.css.ts';
import { DateTimeField } from './date-time-field.tsx';

/** What the dialog opens on: a slot clicked (Create Appointment) or an appointment (Update Appointment). */
export type OpenedAppointment =
  | { kind: 'new'; start: string; allDay: boolean }
  | { kind: 'existing'; appointment: Appointment };

export interface AppointmentDialogProps {
  opened: OpenedAppointment;
  /** The location's appointment types (the deleted ones left out). */
  types: readonly ApptCategory[];
  /** Scheduler write: without it the form is read-only and offers no action that changes anything. */
  canWrite: boolean;
  /** Convert to Job makes a job: scheduler write and job information write. */
  canConvert: boolean;
  /** The location's today, 'YYYY-MM-DD': the pickers reach three years past it. */
  today: string;
  firstDayOfWeek: 'sun' | 'mon';
  /** The colour of an appointment whose type has none. */
  fallbackColour: string;
  onClose: () => void;
}

/**
 * Create Appointment / Update Appointment (spec 3 sections 2.12, 4, 5): Customer Information and Appointment
 * Information, the header's border in the type's colour. Submit only with a valid change; Delete asks first;
 * Convert to Job links a new job and the form then offers Open Job Folder; closing with unsaved work asks
 * YES / NO / CANCEL. A 409 shows the appointment as it is now, the user's edits kept on top.
 */
export function AppointmentDialog({
  opened,
  types,
  canWrite,
  canConvert,
  today,
  firstDayOfWeek,
  fallbackColour,
  onClose,
}: AppointmentDialogProps) {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const phone = usePhone();
  const showSnackbar = useSnackbar();
  const formId = useId();
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const remove = useDeleteAppointment();
  const convert = useConvertAppointment();

  const [saved, setSaved] = useState(opened.kind === 'existing' ? opened.appointment : undefined);
  const [startedFrom, setStartedFrom] = useState<AppointmentFormValues>(() =>
    opened.kind === 'existing' ? valuesOf(opened.appointment) : newAppointmentValues(opened.start, opened.allDay),
  );
  const [values, setValues] = useState(startedFrom);
  const [touched, setTouched] = useState<ReadonlySet<AppointmentFormField>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<AppointmentFormErrors>({});
  const [note, setNote] = useState<string>();
  const [asking, setAsking] = useState<'unsaved' | 'delete' | null>(null);

  const check = checkAppointment(values, today, saved?.appointmentId);
  const changed = changedFields(startedFrom, values).length > 0;
  const isValid = check.appointment !== undefined;
  const isPending = create.isPending || update.isPending || remove.isPending || convert.isPending;
  const isReadOnly = !canWrite;
  const bounds = pickerBounds(today);
  const typeOptions = selectableTypes(types, values.apptCategoryId).map((c) => ({
    id: c.apptCategoryId,
    label: c.description,
    color: c.displayColor,
  }));
  const accent =
    types.find((c) => c.apptCategoryId === values.apptCategoryId)?.displayColor ||
    saved?.apptCategory?.displayColor ||
    fallbackColour;

  const errorOf = (field: AppointmentFormField) =>
    serverErrors[field] ?? (attempted || touched.has(field) ? check.errors[field] : undefined);
  const set = (next: AppointmentFormValues) => {
    const fields = changedFields(values, next);
    setValues(next);
    setServerErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([f]) => !fields.includes(f as AppointmentFormField))),
    );
  };
  const touch = (field: AppointmentFormField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const bind = (field: Exclude<AppointmentFormField, 'clientReminder' | 'allDay'>) => ({
    value: values[field],
    onChange: (value: string) => set({ ...values, [field]: value }),
    onBlur: () => touch(field),
    error: errorOf(field),
    isDisabled: isReadOnly,
  });

  /** The server's refusal: its field messages under their fields, the rest in the footer. */
  const refused = (error: Error) => {
    if (!(error instanceof ApiError) || error.errors.length === 0) {
      setNote(error.message);
      return;
    }
    const byField: AppointmentFormErrors = {};
    const unplaced: string[] = [];
    for (const failure of error.errors) {
      const field =
        failure.field === 'startDateTime' ? 'start' : failure.field === 'endDateTime' ? 'end' : failure.field;
      if ((appointmentFormFields as readonly string[]).includes(field))
        byField[field as AppointmentFormField] ??= failure.message;
      else unplaced.push(failure.message);
    }
    setServerErrors(byField);
    setAttempted(true);
    setNote(unplaced.length > 0 ? unplaced.join(' ') : undefined);
  };

  /** After a 409: the appointment as it is now, with the user's edits on top, ready to be saved again. */
  const conflicted = (error: Error): boolean => {
    if (!(error instanceof ApiError) || error.status !== 409 || !error.current) return false;
    const current = error.current as Appointment;
    const newer = valuesOf(current);
    setSaved(current);
    setStartedFrom(newer);
    setValues(rebased(values, startedFrom, newer));
    setNote(t('form.conflict', { reason: error.title.replace(/[.!]?\s*$/, '.') }));
    return true;
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setAsking(null);
    setAttempted(true);
    const appointment = check.appointment;
    if (!appointment || !changed || isReadOnly) return;
    setNote(undefined);
    const done = (message: string) => () => {
      showSnackbar(message);
      onClose();
    };
    if (!saved) create.mutate(appointment, { onSuccess: done(t('created')), onError: refused });
    else
      update.mutate(
        { appointment, version: saved.version },
        { onSuccess: done(t('updated')), onError: (error) => conflicted(error) || refused(error) },
      );
  };

  const confirmDelete = () => {
    setAsking(null);
    if (!saved) return;
    remove.mutate(saved.appointmentId, {
      onSuccess: () => {
        showSnackbar(t('deleted'));
        onClose();
      },
      onError: refused,
    });
  };

  /** Convert to Job: unsaved edits are saved first, so the job is made from what the form shows. */
  const convertToJob = async () => {
    if (!saved) return;
    setNote(undefined);
    try {
      let current = saved;
      if (changed) {
        if (!check.appointment) return setAttempted(true);
        current = await update.mutateAsync({ appointment: check.appointment, version: saved.version });
      }
      const converted = await convert.mutateAsync(current.appointmentId);
      const fresh = valuesOf(converted.appointment);
      setSaved(converted.appointment);
      setStartedFrom(fresh);
      setValues(fresh);
      showSnackbar(t('converted'));
    } catch (error) {
      if (error instanceof Error && !conflicted(error)) refused(error);
    }
  };

  const close = () => (changed && !isReadOnly ? setAsking('unsaved') : onClose());
  const insertTimestamp = () =>
    insertIntoTextArea(
      notesRef.current,
      values.notes,
      timestampOf(formatDateTime(new Date())),
      textLimits.notes,
      (notes) => set({ ...values, notes }),
    );

  const title = saved ? t('form.updateTitle') : t('form.createTitle');
  return (
    <AppDialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && close()}
      accentColor={accent}
      size="lg"
      fullScreen={phone}
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.form}>
        <div className={styles.formBody}>
          <section className={formStyles.grid} aria-labelledby={`${formId}-customer`}>
            <h3 id={`${formId}-customer`} className={formStyles.sectionTitle}>
              {t('form.customerInformation')}
            </h3>
            <TextField
              label={t('form.clientName')}
              maxLength={textLimits.clientName}
              autoComplete="off"
              autoFocus={!saved && canWrite}
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
            <TextField
              label={t('form.make')}
              maxLength={textLimits.make}
              className={formStyles.span2}
              {...bind('make')}
            />
            <TextField
              label={t('form.model')}
              maxLength={textLimits.model}
              className={formStyles.span2}
              {...bind('model')}
            />
            <TextField
              label={t('form.color')}
              maxLength={textLimits.color}
              className={formStyles.span2}
              {...bind('color')}
            />
            <div className={styles.switchCell}>
              <Switch
                label={t('form.clientReminder')}
                isSelected={values.clientReminder}
                onChange={(clientReminder) => set({ ...values, clientReminder })}
                isDisabled={isReadOnly}
              />
            </div>
          </section>

          <section className={formStyles.grid} aria-labelledby={`${formId}-appointment`}>
            <h3 id={`${formId}-appointment`} className={formStyles.sectionTitle}>
              {t('form.appointmentInformation')}
            </h3>
            <Select
              className={formStyles.span3}
              label={t('form.type')}
              placeholder={t('form.typePlaceholder')}
              options={typeOptions}
              value={values.apptCategoryId || null}
              onChange={(apptCategoryId) => set({ ...values, apptCategoryId })}
              onBlur={() => touch('apptCategoryId')}
              error={errorOf('apptCategoryId')}
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
                textAreaRef={notesRef}
                className={styles.notesField}
                {...bind('notes')}
              />
              {canWrite && (
                <Button onPress={insertTimestamp} isDisabled={isPending}>
                  {t('form.insertTimestamp')}
                </Button>
              )}
            </div>
          </section>
        </div>

        <DialogFooter note={note}>
          <div className={styles.footerActions}>
            {saved && canWrite && (
              <Button onPress={() => setAsking('delete')} isDisabled={isPending}>
                {t('form.delete')}
              </Button>
            )}
            {saved && canConvert && !saved.jobAdminId && (
              <Button onPress={convertToJob} isDisabled={isPending} isPending={convert.isPending}>
                {t('form.convert')}
              </Button>
            )}
            {saved?.jobAdminId && (
              <Button onPress={() => navigate(openJobPath(saved.jobAdminId!))}>{t('form.openJobFolder')}</Button>
            )}
            <Button onPress={close}>{changed && canWrite ? t('form.cancel') : t('form.close')}</Button>
            {canWrite && (
              <Button
                type="submit"
                variant="primary"
                isDisabled={!isValid || !changed || isPending}
                isPending={create.isPending || update.isPending}
              >
                {saved ? t('form.update') : t('form.create')}
              </Button>
            )}
          </div>
        </DialogFooter>
      </form>

      <UnsavedWorkPrompt
        isOpen={asking === 'unsaved'}
        isPending={isPending}
        onYes={() => submit()}
        onNo={onClose}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        title={t('confirmDelete.title')}
        message={t('confirmDelete.message')}
        isOpen={asking === 'delete'}
        onConfirm={confirmDelete}
        onCancel={() => setAsking(null)}
      />
    </AppDialog>
  );
}
