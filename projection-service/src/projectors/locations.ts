import { evolveLocationSettings, type LocationSettings, locationEventTypes } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Projector } from '../projector.ts';

/** A fact of a location's own stream `location-{shortName}`. */
const shortNameOf = (event: RecordedEvent) =>
  event.streamId.startsWith('location-') && locationEventTypes.has(event.type)
    ? event.streamId.slice('location-'.length)
    : undefined;

/**
 * Each location's settings (information, preferences, modules, auto-uploader key) with the version of its stream,
 * which the settings screens send back as If-Match. Folded as the command side folds them.
 */
export const locationsProjector: Projector = {
  name: 'locations',
  // 2: the preference appointmentReminderMinutes (its default on locations saved before it).
  version: 2,
  collections: ['locationSettings'],
  indexes: { locationSettings: [['apiKey']] },
  keys(event) {
    const shortName = shortNameOf(event);
    return shortName ? [{ collection: 'locationSettings', id: shortName }] : [];
  },
  apply(event, read) {
    const shortName = shortNameOf(event);
    if (!shortName) return [];
    const before = read('locationSettings', shortName) as (LocationSettings & { id: string }) | undefined;
    const after = evolveLocationSettings(before ?? null, event.type, event.data);
    if (!after) return [];
    return [{ op: 'upsert', collection: 'locationSettings', doc: { ...after, id: shortName, version: event.version } }];
  },
};
