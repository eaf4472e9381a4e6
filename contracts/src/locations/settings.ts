import { z } from 'zod';
import {
  boundedList,
  idSchema,
  locationShortNameMessage,
  locationShortNamePattern,
  maxNameLength,
  wholeNumber,
} from '../bounds.ts';
import { dayInZone } from '../dates.ts';
import type { EventsOf } from '../events-of.ts';
import { type AvailableRole, availableRoles } from '../identity/users.ts';
import { phoneSchema } from '../phone.ts';
import type { LocationInfo } from '../settings/dto.ts';
import { onceValid, whenFieldsPass } from '../validation.ts';

/** The weekday flags of the notification days, Sunday first (spec 2 "Location settings"). */
export const notifyDayFields = [
  'doNotifySunday',
  'doNotifyMonday',
  'doNotifyTuesday',
  'doNotifyWednesday',
  'doNotifyThursday',
  'doNotifyFriday',
  'doNotifySaturday',
] as const;
type NotifyDays = Record<(typeof notifyDayFields)[number], boolean>;

/** How the location is told about its work (Location Preferences). Times are UTC 'HH:mm'. */
export interface LocationPreferences extends NotifyDays {
  jobNotifyPeriod: number;
  notifyStart: string;
  notifyEnd: string;
  releaseGoal: number;
  inputBuffer: number;
  outputBuffer: number;
  thresholdPercent: number;
  enableWipInvNotify: boolean;
  notifyPeriod: number;
  notifyMax: number;
  /** The assignees told about WIP and inventory. */
  notifyAssigneeIds: string[];
  /** How long before an appointment its customer reminder is texted ('Enable Customer Reminder'), in minutes. */
  appointmentReminderMinutes: number;
}

/** A location's settings as its stream has them (information, preferences, modules). */
export interface LocationSettings extends LocationInfo, LocationPreferences {
  address2: string;
  websiteUrl: string;
  apiKey: string | null;
  enableMessaging: boolean;
  smsSendPhone: string | null;
}

/**
 * GET locations/settings for a user without admin rights: what every screen needs (name, time zone, today; messaging
 * and its send phone decide the top bar's messaging button; the start of the working day is where the calendar
 * puts a slot picked in its month view).
 */
export type LocationSummary = Pick<
  LocationSettings,
  'shortName' | 'name' | 'alias' | 'timeZone' | 'enableMessaging' | 'smsSendPhone' | 'notifyStart'
> & {
  today: string;
};

/** GET locations/settings for an administrator: the settings, their stream version and the lists the screens pick from. */
export interface LocationSettingsView extends LocationSettings {
  version: number;
  today: string;
  assignees: { contactId: string; name: string }[];
  jobClasses: { jobClassId: string; name: string }[];
  availableRoles: AvailableRole[];
}

export const defaultLocationPreferences: LocationPreferences = {
  jobNotifyPeriod: 15,
  notifyStart: '14:00',
  notifyEnd: '02:00',
  doNotifySunday: false,
  doNotifyMonday: true,
  doNotifyTuesday: true,
  doNotifyWednesday: true,
  doNotifyThursday: true,
  doNotifyFriday: true,
  doNotifySaturday: false,
  releaseGoal: 0,
  inputBuffer: 0,
  outputBuffer: 0,
  thresholdPercent: 80,
  enableWipInvNotify: false,
  notifyPeriod: 15,
  notifyMax: 5,
  notifyAssigneeIds: [],
  appointmentReminderMinutes: 24 * 60,
};

/** The lead time of an appointment reminder: from a quarter of an hour to a week. */
export const appointmentReminderBounds = { min: 15, max: 7 * 24 * 60 } as const;

/** A location as opened: its information with every other setting at its default. */
export function openedLocationSettings(info: LocationInfo): LocationSettings {
  return {
    address2: '',
    websiteUrl: '',
    ...defaultLocationPreferences,
    ...info,
    apiKey: null,
    enableMessaging: false,
    smsSendPhone: null,
  };
}

/** Facts of a location's stream `location-{shortName}`. */
export interface LocationEvents {
  LocationOpened: { info: LocationInfo };
  LocationRenamed: { name: string; alias: string };
  LocationAddressChanged: Pick<
    LocationSettings,
    'address1' | 'address2' | 'city' | 'subdivision' | 'postalCode' | 'country'
  >;
  LocationContactChanged: Pick<LocationSettings, 'phone' | 'websiteUrl'>;
  /** Only the preferences that changed. */
  LocationPreferencesChanged: { changes: Partial<Omit<LocationPreferences, 'enableWipInvNotify'>> };
  WipNotificationsEnabled: Record<string, never>;
  WipNotificationsDisabled: Record<string, never>;
  ApiKeyRegenerated: { apiKey: string };
  /** The older name of ApiKeyRegenerated: no longer written, still folded. */
  LocationApiKeyGenerated: { apiKey: string };
  MessagingModuleEnabled: Record<string, never>;
  MessagingModuleDisabled: Record<string, never>;
  SmsPhoneChanged: { smsSendPhone: string | null };
}

/**
 * Facts of a claim stream, `claim-phone-{digits}` or `claim-apikey-{sha256 of the key}`: which location holds that
 * messaging phone or auto-uploader key, so the inbound SMS webhook and the estimates route find the location on the
 * write side, and two locations never hold one phone.
 */
export interface LocationClaimEvents {
  LocationClaimed: { locationShortName: string };
  LocationClaimReleased: { locationShortName: string };
}

/**
 * A location's settings after one of its events: the one fold the command side and the read model share.
 * 'LocationApiKeyGenerated' is the older name of ApiKeyRegenerated, still folded.
 */
export function evolveLocationSettings(
  settings: LocationSettings | null,
  event: EventsOf<LocationEvents>,
): LocationSettings | null {
  if (event.type === 'LocationOpened') return settings ?? openedLocationSettings(event.data.info);
  if (!settings) return settings;
  switch (event.type) {
    case 'LocationRenamed':
    case 'LocationAddressChanged':
    case 'LocationContactChanged':
      return { ...settings, ...event.data };
    case 'LocationPreferencesChanged':
      return { ...settings, ...event.data.changes };
    case 'WipNotificationsEnabled':
    case 'WipNotificationsDisabled':
      return { ...settings, enableWipInvNotify: event.type === 'WipNotificationsEnabled' };
    case 'ApiKeyRegenerated':
    case 'LocationApiKeyGenerated':
      return { ...settings, apiKey: String(event.data.apiKey) };
    case 'MessagingModuleEnabled':
    case 'MessagingModuleDisabled':
      return { ...settings, enableMessaging: event.type === 'MessagingModuleEnabled' };
    case 'SmsPhoneChanged':
      return { ...settings, smsSendPhone: event.data.smsSendPhone ?? null };
    default:
      event satisfies never;
      return settings;
  }
}

/** Every event of a location's stream, each once: one left out or misspelt fails to compile. */
const locationEventNames: Record<keyof LocationEvents, true> = {
  LocationOpened: true,
  LocationRenamed: true,
  LocationAddressChanged: true,
  LocationContactChanged: true,
  LocationPreferencesChanged: true,
  WipNotificationsEnabled: true,
  WipNotificationsDisabled: true,
  ApiKeyRegenerated: true,
  LocationApiKeyGenerated: true,
  MessagingModuleEnabled: true,
  MessagingModuleDisabled: true,
  SmsPhoneChanged: true,
};
export const locationEventTypes = new Set<string>(Object.keys(locationEventNames));

const utcTime = z
  .string({ error: 'Time must be HH:mm' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Time must be HH:mm' });
const text = (max: number, message = `Must be ${max} characters or fewer`) =>
  z.string().trim().max(max, { error: message }).default('');
const required = (message: string, max = maxNameLength) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be ${max} characters or fewer`, ...onceValid });
const websitePattern = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;
const frequency = wholeNumber(5, 60, 'Notification Frequency must be between 5 and 60');
const goal = wholeNumber(0, 100_000, 'Must be a whole number of 0 or more');

/** PUT locations/settings: information and preferences (spec 2 section 5); the modules and key have their own calls. */
export const locationSettingsSchema = z
  .object({
    name: required('Name is required'),
    alias: text(maxNameLength),
    address1: required('Address is required'),
    address2: text(maxNameLength),
    city: required('City is required'),
    subdivision: text(maxNameLength),
    postalCode: text(10, 'Must be 10 characters or fewer'),
    country: z
      .string()
      .trim()
      .max(3, { error: 'Country must be a country code' })
      .transform((c) => c.toUpperCase())
      .default('US'),
    phone: phoneSchema({ required: 'Phone is required', invalid: 'Phone is not valid' }),
    websiteUrl: text(maxNameLength).refine((url) => url === '' || websitePattern.test(url), {
      error: 'URL must be valid',
    }),
    jobNotifyPeriod: frequency,
    notifyStart: utcTime,
    notifyEnd: utcTime,
    ...(Object.fromEntries(notifyDayFields.map((d) => [d, z.boolean({ error: 'Must be true or false' })])) as Record<
      (typeof notifyDayFields)[number],
      z.ZodBoolean
    >),
    releaseGoal: goal,
    inputBuffer: goal,
    outputBuffer: goal,
    thresholdPercent: wholeNumber(0, 100, 'Threshold must be between 0 and 100'),
    enableWipInvNotify: z.boolean({ error: 'Must be true or false' }),
    notifyPeriod: frequency,
    notifyMax: wholeNumber(1, 100, 'Max Notifications must be between 1 and 100'),
    notifyAssigneeIds: boundedList(idSchema, 200, 'A list of assignees is required').default([]),
    /** Left out by a screen that does not show it: kept as it is. */
    appointmentReminderMinutes: wholeNumber(
      appointmentReminderBounds.min,
      appointmentReminderBounds.max,
      'Appointment reminder must be 15 to 10080 minutes before',
    ).optional(),
  })
  .superRefine(
    (s, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const canada = s.country === 'CA' || s.country === 'CAN';
      const us = s.country === 'US' || s.country === 'USA';
      if (us || canada) {
        const [postal, min, region] = us ? ['Zip', 5, 'State'] : ['Postal code', 6, 'Province'];
        if (!s.postalCode) issue('postalCode', `${postal} is required`);
        else if (s.postalCode.length < Number(min)) issue('postalCode', `${postal} must be ${min} characters or more`);
        if (!s.subdivision) issue('subdivision', `${region} is required`);
      }
    },
    whenFieldsPass('country', 'postalCode', 'subdivision'),
  );
export type LocationSettingsInput = z.input<typeof locationSettingsSchema>;
export type LocationSettingsSaved = z.output<typeof locationSettingsSchema>;

export const wipNotifyAssigneeMessage = 'At least one active assignee must be selected to notify';

/** Whether the runtime knows a time zone by this IANA name (America/Toronto). */
const knownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

export const newLocationMessages = {
  shortNameTaken: 'A location with this short name exists already',
  timeZoneInvalid: 'Time zone must be a time zone name such as America/Toronto',
} as const;

/**
 * POST locations (owners and support): a new location, with nothing set up yet. Its name follows the location
 * information's rules; the short name is its id for good (board, jobs, users), so it is chosen once here.
 */
export const newLocationSchema = z.object({
  name: required('Name is required'),
  shortName: z
    .string({ error: locationShortNameMessage })
    .trim()
    .regex(locationShortNamePattern, { error: locationShortNameMessage })
    .transform((shortName) => shortName.toUpperCase()),
  timeZone: z
    .string({ error: newLocationMessages.timeZoneInvalid })
    .max(64, { error: newLocationMessages.timeZoneInvalid })
    .refine(knownTimeZone, { error: newLocationMessages.timeZoneInvalid, ...onceValid }),
});
export type NewLocation = z.output<typeof newLocationSchema>;

/** POST Locations/enableMessaging?isEnabled=&phoneNumber= (support only): digits only, empty becomes null. */
export const enableMessagingSchema = z.object({
  isEnabled: z.enum(['true', 'false'], { error: 'isEnabled must be true or false' }).transform((v) => v === 'true'),
  phoneNumber: phoneSchema({ invalid: 'Phone is Invalid' })
    .optional()
    .transform((phone) => phone || null),
});

/** GET locations/country/{country}: a country code of 2 or 3 letters. */
export const countryParamsSchema = z.object({
  country: z
    .string({ error: 'Country must be a country code' })
    .regex(/^[A-Za-z]{2,3}$/, { error: 'Country must be a country code' }),
});

export interface Subdivision {
  subdivisionId: string;
  name: string;
}

const usStates: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['PR', 'Puerto Rico'],
];
const canadianProvinces: [string, string][] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];
const subdivisions = new Map<string, [string, string][]>([
  ['US', usStates],
  ['USA', usStates],
  ['CA', canadianProvinces],
  ['CAN', canadianProvinces],
]);

/** The states or provinces of a country (US and Canada); any other country has none listed. */
export function subdivisionsOf(country: string): Subdivision[] {
  return (subdivisions.get(country.toUpperCase()) ?? []).map(([subdivisionId, name]) => ({ subdivisionId, name }));
}

/**
 * GET locations/settings as an administrator reads it (and PUT answers it): the settings at `version` with the
 * location's active assignees and job classes to pick from, and the areas of the permission dialog.
 */
export function locationSettingsViewOf(
  settings: LocationSettings,
  version: number,
  lists: {
    contacts: readonly { contactId: string; name: string; isActive: boolean; deletedAt?: string | null }[];
    jobClasses: readonly {
      jobClassId: string;
      name: string;
      isActive: boolean;
      deletedAt: string | null;
      sortOrder: number;
    }[];
  },
  now: Date,
): LocationSettingsView {
  const live = <T extends { isActive: boolean; deletedAt?: string | null }>(items: readonly T[]) =>
    items.filter((i) => i.isActive && !i.deletedAt);
  return {
    ...settings,
    version,
    today: dayInZone(now, settings.timeZone),
    assignees: live(lists.contacts)
      .map(({ contactId, name }) => ({ contactId, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    jobClasses: live(lists.jobClasses)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map(({ jobClassId, name }) => ({ jobClassId, name })),
    availableRoles: [...availableRoles],
  };
}
