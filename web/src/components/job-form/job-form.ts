import {
  activeInOrder,
  addDays,
  type CreateJob,
  type CreateJobInput,
  capacityByWeekday,
  createJobSchema,
  dayOf,
  type FieldError,
  fieldErrors,
  formatPhone,
  type JobClass,
  type JobDateField,
  type JobDates,
  type JobFields,
  type JobFieldsInput,
  jobDateErrors,
  jobDateFields,
  jobFieldsSchema,
  toWireDate,
} from '@bayline/contracts';
import { tMessage } from '../../lib/messages.ts';

/** The Create Job form as the inputs hold it: text, check boxes and calendar days ('YYYY-MM-DD' or ''). */
export interface JobFormValues {
  clientName: string;
  clientCellular: string;
  clientEmail: string;
  clientAddress1: string;
  clientAddress2: string;
  clientCity: string;
  clientSubdivision: string;
  clientPostalCode: string;
  clientCountry: string;
  year: string;
  make: string;
  model: string;
  color: string;
  style: string;
  vin: string;
  hat: string;
  description: string;
  /** '' for no group. */
  groupShortName: string;
  jobClassId: string;
  hours: string;
  refinish: string;
  subTotal: string;
  isException: boolean;
  sendTextUpdates: boolean;
  isTotalLoss: boolean;
  scheduledIn: string;
  scheduledOut: string;
  dateTowIn: string;
  repairStart: string;
  dateReady: string;
  datePickup: string;
}

export type JobFormField = keyof JobFormValues;
export type JobFormErrors = Partial<Record<JobFormField, string>>;
export type JobFormTab = 'customer' | 'jobData';

export const customerFields = [
  'clientName',
  'clientCellular',
  'clientEmail',
  'clientAddress1',
  'clientAddress2',
  'clientCity',
  'clientSubdivision',
  'clientPostalCode',
  'clientCountry',
] as const satisfies readonly JobFormField[];

export const jobDataFields = [
  'year',
  'make',
  'model',
  'color',
  'style',
  'vin',
  'hat',
  'description',
  'groupShortName',
  'jobClassId',
  'hours',
  'refinish',
  'subTotal',
  'isException',
  'sendTextUpdates',
  'isTotalLoss',
  'scheduledIn',
  'scheduledOut',
  'dateTowIn',
  'repairStart',
  'dateReady',
  'datePickup',
] as const satisfies readonly JobFormField[];

const dateFields = jobDateFields satisfies readonly (JobFormField & JobDateField)[];

/** Every field of the form, Customer tab first. */
export const jobFormFields: readonly JobFormField[] = [...customerFields, ...jobDataFields];

export function tabOf(field: JobFormField): JobFormTab {
  return (customerFields as readonly string[]).includes(field) ? 'customer' : 'jobData';
}

export function isJobFormField(field: string, values: JobFormValues): field is JobFormField {
  return Object.hasOwn(values, field);
}

/** The class a new job gets: the active one with the lowest sortOrder. */
export function defaultJobClass(classes: readonly JobClass[]): JobClass | undefined {
  return activeInOrder(classes)[0];
}

/** A new job (spec 1 section 4): the default class, scheduled out the next day, everything else empty. */
export function initialJobForm(today: string, jobClass: JobClass | undefined): JobFormValues {
  return {
    clientName: '',
    clientCellular: '',
    clientEmail: '',
    clientAddress1: '',
    clientAddress2: '',
    clientCity: '',
    clientSubdivision: '',
    clientPostalCode: '',
    clientCountry: '',
    year: '',
    make: '',
    model: '',
    color: '',
    style: '',
    vin: '',
    hat: '',
    description: '',
    groupShortName: '',
    jobClassId: jobClass?.jobClassId ?? '',
    hours: '',
    refinish: '',
    subTotal: '',
    isException: false,
    sendTextUpdates: false,
    isTotalLoss: false,
    scheduledIn: '',
    scheduledOut: addDays(today, 1),
    dateTowIn: '',
    repairStart: '',
    dateReady: '',
    datePickup: '',
  };
}

/**
 * A date of the chain Arrival → Job Start → Job Complete changed: a later date that now lacks what it
 * needs is cleared with it, as its field is disabled until then.
 */
export function withDate(values: JobFormValues, field: JobDateField, value: string): JobFormValues {
  const next = { ...values, [field]: value };
  if (!next.dateTowIn) next.repairStart = '';
  if (!next.dateTowIn || !next.repairStart) next.dateReady = '';
  return next;
}

export function datesOf(values: JobFormValues): JobDates {
  return Object.fromEntries(dateFields.map((f) => [f, values[f] ? toWireDate(values[f]) : null])) as JobDates;
}

/** A job's fields as the form's inputs hold them: the edit form's starting point, and a clone's. */
export function valuesFromJob(job: JobFields): JobFormValues {
  const day = (value: string | null) => (value ? dayOf(value) : '');
  return {
    clientName: job.clientName,
    clientCellular: formatPhone(job.clientCellular),
    clientEmail: job.clientEmail,
    clientAddress1: job.clientAddress1,
    clientAddress2: job.clientAddress2,
    clientCity: job.clientCity,
    clientSubdivision: job.clientSubdivision,
    clientPostalCode: job.clientPostalCode,
    clientCountry: job.clientCountry,
    year: job.year > 0 ? String(job.year) : '',
    make: job.make,
    model: job.model,
    color: job.color,
    style: job.style,
    vin: job.vin,
    hat: job.hat,
    description: job.description,
    groupShortName: job.groupShortName ?? '',
    jobClassId: job.jobClassId,
    hours: String(job.hours),
    refinish: String(job.refinish),
    subTotal: job.subTotal.toFixed(2),
    isException: job.isException,
    sendTextUpdates: job.sendTextUpdates,
    isTotalLoss: job.isTotalLoss,
    scheduledIn: day(job.scheduledIn),
    scheduledOut: day(job.scheduledOut),
    dateTowIn: day(job.dateTowIn),
    repairStart: day(job.repairStart),
    dateReady: day(job.dateReady),
    datePickup: day(job.datePickup),
  };
}

/** The job's fields from the form: blank numbers are left to the schema's defaults (year 0, hours 0, ...). */
export function toJobFieldsInput(values: JobFormValues): JobFieldsInput {
  const blankIsDefault = (text: string) => (text.trim() === '' ? undefined : text);
  return {
    ...values,
    hours: blankIsDefault(values.hours),
    refinish: blankIsDefault(values.refinish),
    subTotal: blankIsDefault(values.subTotal),
    groupShortName: values.groupShortName || null,
    ...datesOf(values),
  };
}

/** What POST jobadmins receives; `estimateId` links the estimate the job was started from. */
export function toCreateInput(
  values: JobFormValues,
  departmentShortName: string | undefined,
  estimateId: string | null = null,
): CreateJobInput {
  return { ...toJobFieldsInput(values), departmentShortName, estimateId, roState: 2 };
}

export interface JobFormContext {
  /** Today at the location, 'YYYY-MM-DD'. */
  today: string;
  jobClass: JobClass | undefined;
  departmentShortName: string | undefined;
  /** The estimate a new job starts from, if any. */
  estimateId?: string | null;
}

export interface JobFormCheck {
  /** One message per field, the first rule it breaks. */
  errors: JobFormErrors;
  /** The job to send, when the form is valid. */
  job?: CreateJob;
}

function errorsByField(values: JobFormValues, failures: readonly FieldError[]): JobFormErrors {
  const errors: JobFormErrors = {};
  for (const { field, message } of failures) {
    if (isJobFormField(field, values)) errors[field] ??= tMessage(message);
  }
  return errors;
}

/** The contracts' field and date rules for a new job, the same the server applies. */
export function checkJobForm(values: JobFormValues, context: JobFormContext): JobFormCheck {
  const parsed = createJobSchema.safeParse(toCreateInput(values, context.departmentShortName, context.estimateId));
  const failures = [
    ...(parsed.success ? [] : fieldErrors(parsed.error)),
    ...jobDateErrors(datesOf(values), {
      today: context.today,
      creating: true,
      capacityByWeekday: context.jobClass ? capacityByWeekday(context.jobClass) : undefined,
    }),
  ];
  const errors = errorsByField(values, failures);
  return parsed.success && failures.length === 0 ? { errors, job: parsed.data } : { errors };
}

export interface JobEditContext {
  today: string;
  jobClass: JobClass | undefined;
  /** The job as saved: its dates are not held to the "not before today" rules while unchanged. */
  saved: JobFields;
}

export interface JobEditCheck {
  errors: JobFormErrors;
  /** The job's fields to save, when the form is valid. */
  fields?: JobFields;
}

/** The rules for an existing job: the same fields, dates judged against the saved ones (creating false). */
export function checkJobEdit(values: JobFormValues, context: JobEditContext): JobEditCheck {
  // Fields the form does not show (the home phone) are kept as saved.
  const parsed = jobFieldsSchema.safeParse({ clientPhone: context.saved.clientPhone, ...toJobFieldsInput(values) });
  const saved = Object.fromEntries(dateFields.map((f) => [f, context.saved[f]])) as JobDates;
  const failures = [
    ...(parsed.success ? [] : fieldErrors(parsed.error)),
    ...jobDateErrors(datesOf(values), {
      today: context.today,
      creating: false,
      saved,
      capacityByWeekday: context.jobClass ? capacityByWeekday(context.jobClass) : undefined,
    }),
  ];
  const errors = errorsByField(values, failures);
  return parsed.success && failures.length === 0 ? { errors, fields: parsed.data } : { errors };
}

/** The fields whose values differ between two states of the form. */
export function changedFields(from: JobFormValues, to: JobFormValues): JobFormField[] {
  return jobFormFields.filter((f) => from[f] !== to[f]);
}

// In a module of its own: the board asks it without loading the form's validation.
export { canAddGroup } from './can-add-group.ts';
