import { z } from 'zod';
import type { LocationMetrics } from '../locations/metrics.ts';
import {
  type LocationSettingsView,
  type LocationSummary,
  notifyDayFields,
  type Subdivision,
} from '../locations/settings.ts';

const nullableText = z.string().nullable();

/** GET locations/settings for a user without admin rights (`LocationSummary`): what every screen needs. */
const locationSummaryShape = {
  shortName: z.string(),
  name: z.string(),
  alias: z.string(),
  timeZone: z.string(),
  enableMessaging: z.boolean(),
  smsSendPhone: nullableText,
  notifyStart: z.string(),
  today: z.string(),
} satisfies { [K in keyof LocationSummary]-?: z.ZodType<LocationSummary[K]> };

/** A location's settings with what its form offers (`LocationSettingsView`): every field, each of its type. */
export const locationSettingsViewSchema = z.object({
  ...locationSummaryShape,
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  subdivision: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
  websiteUrl: z.string(),
  apiKey: nullableText,
  ...(Object.fromEntries(notifyDayFields.map((day) => [day, z.boolean()])) as Record<
    (typeof notifyDayFields)[number],
    z.ZodBoolean
  >),
  jobNotifyPeriod: z.number(),
  notifyStart: z.string(),
  notifyEnd: z.string(),
  releaseGoal: z.number(),
  inputBuffer: z.number(),
  outputBuffer: z.number(),
  thresholdPercent: z.number(),
  enableWipInvNotify: z.boolean(),
  notifyPeriod: z.number(),
  notifyMax: z.number(),
  notifyAssigneeIds: z.array(z.string()),
  appointmentReminderMinutes: z.number(),
  version: z.number().int(),
  assignees: z.array(z.object({ contactId: z.string(), name: z.string() })),
  jobClasses: z.array(z.object({ jobClassId: z.string(), name: z.string() })),
  availableRoles: z.array(z.object({ role: z.string(), area: z.string(), readOnly: z.boolean().optional() })),
} satisfies { [K in keyof LocationSettingsView]-?: z.ZodType<LocationSettingsView[K]> });

/** GET locations/settings: the whole view to admin readers, the summary to everyone else. */
export const locationSettingsAnswerSchema = z.union([locationSettingsViewSchema, z.object(locationSummaryShape)]);

/** POST locations: the location opened. */
export const newLocationAnswerSchema = z.object({ shortName: z.string(), name: z.string(), timeZone: z.string() });

/** POST locations/generateApiKey: the estimates uploader's new key. */
export const apiKeySchema = z.object({ apiKey: z.string() });

/** GET locations/country/{country}: the states or provinces an address may name. */
export const subdivisionsSchema: z.ZodType<Subdivision[]> = z.array(
  z.object({ subdivisionId: z.string(), name: z.string() }),
);

/** GET locations/metrics: the work-in-progress indicators. */
export const locationMetricsSchema: z.ZodType<LocationMetrics> = z.object({
  wip: z.number(),
  wipMax: z.number(),
  inventory: z.number(),
  inventoryMax: z.number(),
  preProduction: z.number(),
  production: z.number(),
  postProduction: z.number(),
  thresholdPercent: z.number(),
});
