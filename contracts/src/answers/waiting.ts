import { z } from 'zod';
import type { WaitHoldRow, WaitJobLedger, WaitJobRow, WaitRow, WhereJobsWait } from '../reports/waiting.ts';

const hours = { calendarHours: z.number(), businessHours: z.number() };
const figures = { ...hours, holds: z.number().int(), jobs: z.number().int() };
const waitRowSchema = z.object({ id: z.string(), name: z.string(), ...figures }) satisfies z.ZodType<WaitRow>;
const jobNames = {
  jobAdminId: z.string(),
  jobAdminInt: z.number().int(),
  hat: z.string(),
  clientName: z.string(),
  vehicle: z.string(),
  jobClassName: z.string(),
  groupName: z.string(),
};

/** GET reports/waiting (`WhereJobsWait`). */
export const whereJobsWaitSchema = z.object({
  range: z.object({ start: z.string(), end: z.string() }),
  total: z.object(figures),
  byReason: z.array(waitRowSchema),
  byDepartment: z.array(waitRowSchema),
  byJobClass: z.array(waitRowSchema),
  byGroup: z.array(waitRowSchema),
}) satisfies z.ZodType<WhereJobsWait>;

/** GET reports/waiting/jobs (`WaitJobRow[]`). */
export const waitJobRowsSchema = z.array(
  z.object({ ...jobNames, ...hours, holds: z.number().int() }) satisfies z.ZodType<WaitJobRow>,
);

const waitHoldRowSchema = z.object({
  ...jobNames,
  ...hours,
  holdId: z.string(),
  delayId: z.string(),
  reason: z.string(),
  note: z.string(),
  departmentNames: z.array(z.string()),
  heldAt: z.string(),
  releasedAt: z.string().nullable(),
  heldBy: z.string(),
  releasedBy: z.string().nullable(),
  heldHours: z.number(),
}) satisfies z.ZodType<WaitHoldRow>;

/** GET reports/waiting/holds (`WaitHoldRow[]`). */
export const waitHoldRowsSchema = z.array(waitHoldRowSchema);

const splitSchema = z.object(hours);

/** GET reports/waiting/jobs/{jobAdminId} (`WaitJobLedger`). */
export const waitJobLedgerSchema = z.object({
  ...jobNames,
  visits: z.array(
    z.object({
      ...hours,
      departmentName: z.string(),
      from: z.string(),
      to: z.string().nullable(),
      held: splitSchema,
      notHeld: splitSchema,
      byReason: z.array(z.object({ ...hours, delayId: z.string(), reason: z.string() })),
    }),
  ),
  holds: waitHoldRowsSchema,
}) satisfies z.ZodType<WaitJobLedger>;
