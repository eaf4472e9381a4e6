import type { FieldError, JobClass } from '@bayline/contracts';
import { useState } from 'react';
import { isJobFormField, type JobFormErrors, type JobFormField, type JobFormValues } from './job-form.ts';

/** The fields an input holds as text. */
export type TextFieldName = Exclude<JobFormField, 'isException' | 'sendTextUpdates' | 'isTotalLoss'>;

/**
 * The job form's state (Create Job and the folder's Information tab): values, which fields were touched, the
 * server's refusals, and the caller's check of the values (`checkJobForm` or `checkJobEdit`). A message shows
 * under its field once the field was touched or a save was tried; the server's message for a field shows until
 * that field changes.
 */
export function useJobForm<Check extends { errors: JobFormErrors }>(
  initial: JobFormValues,
  classes: readonly JobClass[],
  checkValues: (values: JobFormValues, jobClass: JobClass | undefined) => Check,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<JobFormField>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<JobFormErrors>({});

  const jobClass = classes.find((c) => c.jobClassId === values.jobClassId);
  const check = checkValues(values, jobClass);

  const forgetServerErrors = (fields: JobFormField[]) =>
    setServerErrors((current) => {
      if (!fields.some((f) => current[f])) return current;
      const next = { ...current };
      for (const f of fields) delete next[f];
      return next;
    });

  const errorOf = (field: JobFormField): string | undefined =>
    serverErrors[field] ?? (attempted || touched.has(field) ? check.errors[field] : undefined);

  const set = <F extends JobFormField>(field: F, value: JobFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    forgetServerErrors([field]);
  };

  const touch = (field: JobFormField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  return {
    values,
    jobClass,
    check,
    errorOf,
    set,
    touch,
    /** Whether some of these fields show a message. */
    hasErrorIn: (fields: readonly JobFormField[]) => fields.some((f) => errorOf(f) !== undefined),
    /** A text input's value, change, touched-on-leaving and message. */
    bind: (field: TextFieldName) => ({
      value: values[field],
      onChange: (value: string) => set(field, value),
      onBlur: () => touch(field),
      error: errorOf(field),
    }),
    /** Several fields at once, worked out from the current values. */
    update: (change: (current: JobFormValues) => JobFormValues) => {
      const next = change(values);
      setValues(next);
      forgetServerErrors((Object.keys(next) as JobFormField[]).filter((f) => next[f] !== values[f]));
    },
    /** Starts over from these values (revert, or a fresh copy of the job): nothing touched, no messages. */
    replace: (next: JobFormValues) => {
      setValues(next);
      setTouched(new Set());
      setAttempted(false);
      setServerErrors({});
    },
    attempt: () => setAttempted(true),
    /** The server's 400: its messages under their fields; what names no field is returned. */
    showServerErrors: (errors: readonly FieldError[]): FieldError[] => {
      const byField: JobFormErrors = {};
      const unplaced: FieldError[] = [];
      for (const error of errors) {
        if (isJobFormField(error.field, values)) byField[error.field] ??= error.message;
        else unplaced.push(error);
      }
      setServerErrors(byField);
      setAttempted(true);
      return unplaced;
    },
  };
}

export type JobForm = ReturnType<typeof useJobForm>;
