import { z } from 'zod';
import { idOf, idSchema, maxEmailLength, maxNameLength } from '../bounds.ts';
import { dateTimePattern } from '../dates.ts';
import { phoneSchema } from '../phone.ts';
import { onceValid, parseHours, parseMoney } from '../validation.ts';

/** Messages of spec 1 section 5, word for word. */
export const jobMessages = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is not valid',
  emailInvalid: 'Enter a valid email',
  yearInvalid: 'Year is not valid',
  totalInvalid: 'Total is not valid',
  hoursInvalid: 'Hours is not valid',
  refinishInvalid: 'Refinish is not valid',
  jobClassRequired: 'Job Class is required',
  vinTooLong: 'VIN must be 17 characters or fewer',
  hatTooLong: 'Job ID must be 12 characters or fewer',
  dateInvalid: 'Date must be in the form YYYY-MM-DDTHH:mm:ss',
} as const;

/** Hours a job can carry (body or refinish), and the largest total: beyond any real repair. */
export const maxHours = 9999.9;
export const maxMoney = 99_999_999.99;

const text = (max = maxNameLength) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be ${max} characters or fewer` })
    .default('');
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A number, or the text a form field holds, read with the field's own rule. */
const numberField = (parse: (t: string) => number | undefined, message: string, decimals: number, max: number) =>
  z.union([z.number(), z.string().max(20, { error: message })], { error: message }).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : parse(value);
    if (n === undefined || !Number.isFinite(n) || n < 0 || n > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const factor = 10 ** decimals;
    // 19.99 * 100 is 1998.9999999999998 in binary floating point: compare with a tolerance.
    if (typeof value === 'number' && decimals === 2 && Math.abs(Math.round(n * factor) - n * factor) > 1e-6) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Math.round(n * factor) / factor;
  });

const wireDate = z
  .string({ error: jobMessages.dateInvalid })
  .regex(dateTimePattern, { error: jobMessages.dateInvalid })
  .nullable()
  .default(null);

/** Every field of the job form (spec 1 sections 3 and 5); defaults of section 4 for what is left out. */
export const jobFieldsSchema = z.object({
  hat: z.string().trim().max(12, { error: jobMessages.hatTooLong }).default(''),
  clientName: z
    .string({ error: jobMessages.nameRequired })
    .trim()
    .min(1, { error: jobMessages.nameRequired })
    .max(maxNameLength, { error: `Name must be ${maxNameLength} characters or fewer` }),
  clientCellular: phoneSchema({ required: jobMessages.phoneRequired, invalid: jobMessages.phoneInvalid }),
  clientEmail: z
    .string({ error: jobMessages.emailInvalid })
    .trim()
    .max(maxEmailLength, { error: jobMessages.emailInvalid })
    .refine((v) => v === '' || emailPattern.test(v), { error: jobMessages.emailInvalid, ...onceValid })
    .default(''),
  clientPhone: phoneSchema({ invalid: jobMessages.phoneInvalid }).default(''),
  clientAddress1: text(),
  clientAddress2: text(),
  clientCity: text(),
  clientSubdivision: text(),
  clientPostalCode: text(10),
  clientCountry: text(),
  year: z
    .union([z.number(), z.string().max(10, { error: jobMessages.yearInvalid })], { error: jobMessages.yearInvalid })
    .transform((value, ctx) => {
      const t = String(value).trim();
      if (t === '' || t === '0') return 0;
      if (!/^[1-9]\d{3}$/.test(t)) {
        ctx.addIssue({ code: 'custom', message: jobMessages.yearInvalid });
        return z.NEVER;
      }
      return Number(t);
    })
    .default(0),
  make: text(50),
  model: text(50),
  color: text(50),
  style: text(50),
  vin: z.string().trim().max(17, { error: jobMessages.vinTooLong }).default(''),
  description: text(500),
  groupShortName: idSchema.nullable().default(null),
  jobClassId: idOf(jobMessages.jobClassRequired),
  hours: numberField(parseHours, jobMessages.hoursInvalid, 1, maxHours).default(0),
  refinish: numberField(parseHours, jobMessages.refinishInvalid, 1, maxHours).default(0),
  subTotal: numberField(parseMoney, jobMessages.totalInvalid, 2, maxMoney).default(0),
  isException: z.boolean().default(false),
  sendTextUpdates: z.boolean().default(false),
  isTotalLoss: z.boolean().default(false),
  scheduledIn: wireDate,
  scheduledOut: wireDate,
  dateTowIn: wireDate,
  repairStart: wireDate,
  dateReady: wireDate,
  datePickup: wireDate,
});

export type JobFieldsInput = z.input<typeof jobFieldsSchema>;
export type JobFields = z.output<typeof jobFieldsSchema>;

/** POST jobadmins: the job form plus where the job starts. */
export const createJobSchema = jobFieldsSchema.extend({
  departmentShortName: idSchema.optional(),
  /** An estimate of the location the job starts from (Link Estimate). */
  estimateId: idSchema.nullable().default(null),
  roState: z.union([z.literal(1), z.literal(2)]).default(2),
});
export type CreateJobInput = z.input<typeof createJobSchema>;
export type CreateJob = z.output<typeof createJobSchema>;

export const moveJobSchema = z.object({
  departmentShortName: idOf('Department is required'),
  subdepartmentShortName: idSchema.nullable().default(null),
});
export type MoveJob = z.output<typeof moveJobSchema>;

export const jobDateFields = [
  'scheduledIn',
  'dateTowIn',
  'repairStart',
  'dateReady',
  'scheduledOut',
  'datePickup',
] as const;
export type JobDateField = (typeof jobDateFields)[number];
export type JobDates = Record<JobDateField, string | null>;

/** Labels the archive checklist and date messages use. */
export const jobDateLabels: Record<JobDateField, string> = {
  scheduledIn: 'Scheduled In',
  dateTowIn: 'Arrival',
  repairStart: 'Job Start',
  dateReady: 'Job Complete',
  scheduledOut: 'Scheduled Out',
  datePickup: 'Delivered',
};
