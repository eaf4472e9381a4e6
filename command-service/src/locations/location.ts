import {
  eventOf,
  evolveLocationSettings,
  invalid,
  type LocationEvent,
  type LocationEvents,
  type LocationInfo,
  type LocationPreferences,
  type LocationSettings,
  type LocationSettingsSaved,
  locationShortNameMessage,
  locationShortNamePattern,
  newLocationMessages,
  notFound,
  wipNotifyAssigneeMessage,
} from '@bayline/contracts';
import type { Aggregate, FoldedStreams } from '../shared/command.ts';

export const locationStream = (shortName: string) => `location-${shortName}`;

export interface LocationState {
  opened: boolean;
  /** The location's settings: its information first, so the catalog hands it on as the location's own. */
  info: LocationSettings | null;
}

export const location: Aggregate<LocationState, LocationEvent> = {
  initial: () => ({ opened: false, info: null }),
  evolve(state, event) {
    const info = evolveLocationSettings(state.info, event);
    return info === state.info ? state : { opened: true, info };
  },
};

/** The names of these locations as their own streams have them (one not opened is left out), in no order. */
export async function locationNames(streams: FoldedStreams, shortNames: readonly string[]) {
  const states = await Promise.all(shortNames.map((shortName) => streams.current(locationStream(shortName), location)));
  return states.flatMap(({ state: { info } }) => (info ? [{ shortName: info.shortName, name: info.name }] : []));
}

export function decideOpenLocation(state: LocationState, info: LocationInfo): LocationEvent[] {
  if (state.opened) return [];
  if (!locationShortNamePattern.test(info.shortName))
    throw invalid([{ field: 'shortName', message: locationShortNameMessage }]);
  return [{ type: 'LocationOpened', data: { info } }];
}

/**
 * A location added from the app (or the seed's --empty-location): opened like any, but a short name in use is
 * refused on its field, where the seed's demo shop opens its own locations again as no change.
 */
export function decideAddLocation(state: LocationState, info: LocationInfo): LocationEvent[] {
  if (state.opened) throw invalid([{ field: 'shortName', message: newLocationMessages.shortNameTaken }]);
  return decideOpenLocation(state, info);
}

const opened = (state: LocationState) => {
  if (!state.info) throw notFound('Location');
  return state.info;
};

/** A new key for the location's auto uploader; the old one stops working. */
export function decideGenerateApiKey(state: LocationState, apiKey: string): LocationEvent[] {
  opened(state);
  return [{ type: 'ApiKeyRegenerated', data: { apiKey } }];
}

const event = eventOf<LocationEvents>();

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const changed = <K extends keyof LocationSettings>(now: LocationSettings, wanted: Pick<LocationSettings, K>): boolean =>
  (Object.keys(wanted) as K[]).some((k) => !same(now[k], wanted[k]));

const preferenceFields = [
  'jobNotifyPeriod',
  'notifyStart',
  'notifyEnd',
  'doNotifySunday',
  'doNotifyMonday',
  'doNotifyTuesday',
  'doNotifyWednesday',
  'doNotifyThursday',
  'doNotifyFriday',
  'doNotifySaturday',
  'releaseGoal',
  'inputBuffer',
  'outputBuffer',
  'thresholdPercent',
  'notifyPeriod',
  'notifyMax',
  'notifyAssigneeIds',
  'appointmentReminderMinutes',
] as const satisfies readonly (keyof LocationPreferences)[];

/**
 * PUT locations/settings: the information and preferences screens saved, told as what changed in the shop's
 * words; unchanged, nothing. WIP/inventory notifications on need at least one of the location's active
 * assignees to tell (`activeAssigneeIds`), and every assignee named must be the location's.
 */
export function decideSaveSettings(
  state: LocationState,
  saved: LocationSettingsSaved,
  activeAssigneeIds: ReadonlySet<string>,
  knownAssigneeIds: ReadonlySet<string>,
): LocationEvent[] {
  const now = opened(state);
  const unknown = saved.notifyAssigneeIds.findIndex((id) => !knownAssigneeIds.has(id));
  if (unknown >= 0) throw invalid([{ field: `notifyAssigneeIds.${unknown}`, message: 'Assignee not found' }]);
  if (saved.enableWipInvNotify && !saved.notifyAssigneeIds.some((id) => activeAssigneeIds.has(id)))
    throw invalid([{ field: 'notifyAssigneeIds', message: wipNotifyAssigneeMessage }]);

  const events: LocationEvent[] = [];
  const renamed = { name: saved.name, alias: saved.alias };
  if (changed(now, renamed)) events.push(event('LocationRenamed', renamed));
  const { address1, address2, city, subdivision, postalCode, country } = saved;
  const address = { address1, address2, city, subdivision, postalCode, country };
  if (changed(now, address)) events.push(event('LocationAddressChanged', address));
  const contact = { phone: saved.phone, websiteUrl: saved.websiteUrl };
  if (changed(now, contact)) events.push(event('LocationContactChanged', contact));
  // A preference left out (a screen that does not show it) is kept as it is.
  const changes = Object.fromEntries(
    preferenceFields.filter((f) => saved[f] !== undefined && !same(now[f], saved[f])).map((f) => [f, saved[f]]),
  );
  if (Object.keys(changes).length) events.push(event('LocationPreferencesChanged', { changes }));
  if (saved.enableWipInvNotify !== now.enableWipInvNotify)
    events.push({ type: saved.enableWipInvNotify ? 'WipNotificationsEnabled' : 'WipNotificationsDisabled', data: {} });
  return events;
}

/** POST Locations/enableMessaging (support only): the module switch and the number texts are sent from. */
export function decideMessaging(
  state: LocationState,
  isEnabled: boolean,
  smsSendPhone: string | null,
): LocationEvent[] {
  const now = opened(state);
  const events: LocationEvent[] = [];
  if (isEnabled !== now.enableMessaging)
    events.push({ type: isEnabled ? 'MessagingModuleEnabled' : 'MessagingModuleDisabled', data: {} });
  if (smsSendPhone !== now.smsSendPhone) events.push({ type: 'SmsPhoneChanged', data: { smsSendPhone } });
  return events;
}
