import { z } from 'zod';
import { idSchema, locationShortNameSchema } from './bounds.ts';

/**
 * Display preferences of spec 3 section 2.6: a user's, per location, kept on the user's stream so they follow
 * the user to any browser. Every field has its default, so a preference added later reads as its default in
 * what was saved before it.
 */
const flag = (on: boolean) => z.boolean({ error: 'Must be true or false' }).default(on);

const tileFlagsShape = {
  showCustomerName: flag(true),
  showColor: flag(true),
  showVehicle: flag(true),
  showJobHours: flag(false),
  showGroup: flag(false),
  showCycleCounter: flag(true),
  showVin: flag(false),
  showAssignee: flag(false),
  showDescription: flag(false),
  useClockTimer: flag(true),
  enableTileColor: flag(false),
  showOverallLateIndicator: flag(true),
  showDepartmentLateIndicator: flag(true),
};
const tileFlagsSchema = z.object(tileFlagsShape);
export type TileFlags = z.output<typeof tileFlagsSchema>;
export type TileFlag = keyof TileFlags;

export const hoursTypes = ['total', 'remaining'] as const;
/** How many cards a column shows at a glance: compact cards hold the job, the customer and the timer. */
export const cardDensities = ['regular', 'compact'] as const;
export const weekStarts = ['sunday', 'monday'] as const;

const departmentOptionsSchema = z.object({
  showSubtotals: flag(false),
  showHours: flag(true),
  hoursType: z.enum(hoursTypes, { error: 'Hours must be total or remaining' }).default('total'),
  /** Departments shown as a narrow column of small tiles. */
  usesMinifyTile: z
    .array(idSchema, { error: 'A list of departments is required' })
    .max(100, { error: 'At most 100 departments' })
    .default([]),
  cardDensity: z.enum(cardDensities, { error: 'Density must be regular or compact' }).default('regular'),
  /** The strip above the board naming every department with its count; a press scrolls the board there. */
  showOverview: flag(true),
});

export const displayPreferencesSchema = z.object({
  jobTiles: tileFlagsSchema.default(() => tileFlagsSchema.parse({})),
  departmentOptions: departmentOptionsSchema.default(() => departmentOptionsSchema.parse({})),
  scheduleTiles: tileFlagsSchema.default(() => tileFlagsSchema.parse({})),
  weekStart: z.enum(weekStarts, { error: 'Week start must be sunday or monday' }).default('sunday'),
});
export type DisplayPreferences = z.output<typeof displayPreferencesSchema>;
export type DisplayPreferencesInput = z.input<typeof displayPreferencesSchema>;

export const defaultDisplayPreferences: DisplayPreferences = displayPreferencesSchema.parse({});

/**
 * Preferences as saved (or as an older browser cached them) over the defaults; anything unreadable reads as the
 * defaults rather than failing a screen.
 */
export function displayPreferencesOf(saved: unknown): DisplayPreferences {
  const parsed = displayPreferencesSchema.safeParse(saved ?? {});
  return parsed.success ? parsed.data : defaultDisplayPreferences;
}

/** PUT users/displaysettings/{location}. */
export const displaySettingsParamsSchema = z.object({ location: locationShortNameSchema });
