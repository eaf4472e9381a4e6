import type { Appointment, ApptCategory } from '@bayline/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { insertIntoTextArea } from '../../components/insert-at-caret.ts';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useConvertAppointment } from './api/convert-appointment.ts';
import { useCreateAppointment } from './api/create-appointment.ts';
import { useDeleteAppointment } from './api/delete-appointment.ts';
import { useUpdateAppointment } from './api/update-appointment.ts';
import {
  type AppointmentFormErrors,
  type AppointmentFormField,
  type AppointmentFormValues,
  appointmentFormFields,
  changedFields,
  checkAppointment,
  newAppointmentValues,
  pickerBounds,
  rebased,
  textLimits,
  timestampOf,
  valuesOf,
} from './appointment-form.ts';
import { selectableTypes } from './calendar.ts';

/** What the dialog opens on: a slot clicked (Create Appointment) or an appointment (Update Appointment). */
export type OpenedAppointment =
  | { kind: 'new'; start: string; allDay: boolean }
  | { kind: 'existing'; appointment: Appointment };

export interface AppointmentFormOptions {
  opened: OpenedAppointment;
  /** The location's appointment types (the deleted ones left out). */
  types: readonly ApptCategory[];
  /** Scheduler write: without it the form is read-only and offers no action that changes anything. */
  canWrite: boolean;
  /** The location's today, 'YYYY-MM-DD': the pickers reach three years past it. */
  today: string;
  /** The location's time zone: a timestamp put in the notes is its clock's. */
  timeZone: string;
  /** The colour of an appointment whose type has none. */
  fallbackColour: string;
  onClose: () => void;
}

/**
 * The appointment form's state and actions: the values against what was saved, field messages (the form's own once
 * a field is left or a submit tried, the server's until the field changes), create, update, delete and convert,
 * and a 409 answered by the appointment as it is now with the user's edits on top.
 */
export function useAppointmentForm({
  opened,
  types,
  canWrite,
  today,
  timeZone,
  fallbackColour,
  onClose,
}: AppointmentFormOptions) {
  const { t } = useTranslation('appointments');
  const showSnackbar = useSnackbar();
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
      timestampOf(formatDateTime(new Date(), timeZone)),
      textLimits.notes,
      (notes) => set({ ...values, notes }),
    );

  return {
    saved,
    values,
    set,
    touch,
    errorOf,
    bind,
    changed,
    isValid,
    isPending,
    isSaving: create.isPending || update.isPending,
    isConverting: convert.isPending,
    isReadOnly,
    bounds,
    typeOptions,
    accent,
    note,
    asking,
    ask: setAsking,
    submit,
    confirmDelete,
    convertToJob,
    close,
    insertTimestamp,
    notesRef,
  };
}

export type AppointmentForm = ReturnType<typeof useAppointmentForm>;
