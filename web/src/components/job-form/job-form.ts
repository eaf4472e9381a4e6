import {
  activeInOrder,
  addBusinessDays,
  addDays,
  type CreateJob,
  type CreateJobInput,
  capacityByWeekday,
  createJobSchema,
  fieldErrors,
  type JobClass,
  type JobDateField,
  type JobDates,
  jobDateErrors,
  toWireDate,
} from '@bayline/contracts';

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

const dateFields = [
  'scheduledIn',
  'scheduledOut',
  'dateTowIn',
  'repairStart',
  'dateReady',
  'datePickup',
] as const satisfies readonly (JobFormField & JobDateField)[];

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
export function withDate(values: JobFormValues, field: (typeof dateFields)[number], value: string): JobFormValues {
  const next = { ...values, [field]: value };
  if (!next.dateTowIn) next.repairStart = '';
  if (!next.dateTowIn || !next.repairStart) next.dateReady = '';
  return next;
}

/** Scheduled out recalculated from scheduled in: the class's service days, in business days. */
export function recalculatedScheduledOut(scheduledIn: string, jobClass: JobClass): string {
  return addBusinessDays(scheduledIn, jobClass.serviceDays);
}

function datesOf(values: JobFormValues): JobDates {
  return Object.fromEntries(dateFields.map((f) => [f, values[f] ? toWireDate(values[f]) : null])) as JobDates;
}

/** What POST jobadmins receives: blank numbers are left to the schema's defaults (year 0, hours 0, ...). */
export function toCreateInput(values: JobFormValues, departmentShortName: string | undefined): CreateJobInput {
  const blankIsDefault = (text: string) => (text.trim() === '' ? undefined : text);
  return {
    ...values,
    hours: blankIsDefault(values.hours),
    refinish: blankIsDefault(values.refinish),
    subTotal: blankIsDefault(values.subTotal),
    groupShortName: values.groupShortName || null,
    ...datesOf(values),
    departmentShortName,
    roState: 2,
  };
}

export interface JobFormContext {
  /** Today at the location, 'YYYY-MM-DD'. */
  today: string;
  jobClass: JobClass | undefined;
  departmentShortName: string | undefined;
}

export interface JobFormCheck {
  /** One message per field, the first rule it breaks. */
  errors: JobFormErrors;
  /** The job to send, when the form is valid. */
  job?: CreateJob;
}

/** The contracts' field and date rules, the same the server applies. */
export function checkJobForm(values: JobFormValues, context: JobFormContext): JobFormCheck {
  const errors: JobFormErrors = {};
  const parsed = createJobSchema.safeParse(toCreateInput(values, context.departmentShortName));
  const failures = [
    ...(parsed.success ? [] : fieldErrors(parsed.error)),
    ...jobDateErrors(datesOf(values), {
      today: context.today,
      creating: true,
      capacityByWeekday: context.jobClass ? capacityByWeekday(context.jobClass) : undefined,
    }),
  ];
  for (const { field, message } of failures) {
    if (isJobFormField(field, values)) errors[field] ??= message;
  }
  const valid = parsed.success && failures.length === 0;
  return valid ? { errors, job: parsed.data } : { errors };
}
