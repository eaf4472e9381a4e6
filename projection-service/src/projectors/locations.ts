import { evolveLocationSettings, type LocationEvent, locationEventTypes } from '@bayline/contracts';
import { locationSettingsModel } from '@bayline/contracts/read-models/identity';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { documentProjector } from '../projector.ts';

/** Facts of a location's own stream `location-{shortName}`. */
const locationStreamPrefix = 'location-';

/**
 * Each location's settings (information, preferences, modules, auto-uploader key) with the version of its stream,
 * which the settings screens send back as If-Match. Folded as the command side folds them.
 */
export const locationsProjector = documentProjector({
  name: 'locations',
  // 2: the preference appointmentReminderMinutes (its default on locations saved before it).
  version: 2,
  model: locationSettingsModel,
  canHandle: (event): event is RecordedEvent<LocationEvent> =>
    event.streamId.startsWith(locationStreamPrefix) && locationEventTypes.has(event.type),
  documentId: (event) => event.streamId.slice(locationStreamPrefix.length),
  evolve(before, event) {
    const after = evolveLocationSettings(before ?? null, event);
    return after ? { ...after, id: event.streamId.slice(locationStreamPrefix.length), version: event.version } : before;
  },
});
