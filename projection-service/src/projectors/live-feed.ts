import {
  appointmentStreamPrefix,
  type HubAction,
  type HubType,
  locationEventTypes,
  onTextsStream,
  settingsEventKind,
} from '@bayline/contracts';
import { updatesModel } from '@bayline/contracts/read-models/live';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { documentKey, keeps, type Projector, upsert } from '../projector.ts';

/** Texting events as the hub tells them (spec 3 section 2.7): a reply came in, replies were read, a text moved on. */
function textingHubAction(type: string): HubAction | undefined {
  if (type === 'TextMessageReceived') return 'incomingsms';
  if (type === 'MessagesRead') return 'read';
  if (['TextMessageQueued', 'TextMessageSent', 'TextMessageFailed', 'TextMessageRetried'].includes(type))
    return 'update';
  return undefined;
}

/** What a hub client is told about an event, or undefined when no screen shows it. */
function hubMessage(event: RecordedEvent): { ItemId: string; Type: HubType; Action: HubAction } | undefined {
  const texting = textingHubAction(event.type);
  if (texting && onTextsStream(event.streamId))
    // A job's thread changed or, for replies no job has, the sender's (`from` received, `phone` read).
    return {
      ItemId: String(event.data.jobAdminId ?? event.data.from ?? event.data.phone),
      Type: 'messaging',
      Action: texting,
    };
  if (event.streamId.startsWith('job-')) {
    const ItemId = String(event.data.jobAdminId);
    if (event.type === 'JobCreated') return { ItemId, Type: 'job', Action: 'new' };
    if (event.type === 'JobArchived' || event.type === 'JobVoided') return { ItemId, Type: 'job', Action: 'remove' };
    if (event.type === 'JobReopened') return { ItemId, Type: 'job', Action: 'add' };
    if (event.type === 'JobPrioritised') return { ItemId, Type: 'priority', Action: 'update' };
    return { ItemId, Type: 'job', Action: 'update' };
  }
  if (event.streamId.startsWith(appointmentStreamPrefix)) {
    const ItemId = String(event.data.appointmentId);
    if (event.type === 'AppointmentBooked') return { ItemId, Type: 'appointment', Action: 'new' };
    if (event.type === 'AppointmentCancelled') return { ItemId, Type: 'appointment', Action: 'remove' };
    return { ItemId, Type: 'appointment', Action: 'update' };
  }
  const kind = settingsEventKind(event.type);
  if (kind) return { ItemId: kind.list, Type: 'settings', Action: 'update' };
  if (event.streamId.startsWith('estimates-')) return { ItemId: 'estimates', Type: 'settings', Action: 'update' };
  // Saved reports and charts: every open dashboard and reports screen of the location reads them again.
  if (event.streamId.startsWith('reports-')) return { ItemId: 'savedReports', Type: 'settings', Action: 'update' };
  // The location's settings: its goals and buffers are the top bar's maximums, its messaging the top bar's button.
  if (event.streamId.startsWith('location-') && locationEventTypes.has(event.type))
    return { ItemId: event.streamId.slice('location-'.length), Type: 'location', Action: 'update' };
  return undefined;
}

/**
 * The live hub's change log: the latest change of each item per location, with the position it happened at.
 * A client that reconnects asks for everything after its last position and gets each changed item once.
 */
export const liveFeedProjector: Projector = {
  name: 'live-feed',
  // 2: a job's texts are on their own stream `texts-{jobAdminId}`, no longer the job's. 3: saved reports.
  // 4: appointments.
  version: 4,
  ...keeps(updatesModel),
  keys(event) {
    const message = hubMessage(event);
    return message
      ? [documentKey(updatesModel, `${event.metadata.locationShortName}|${message.Type}|${message.ItemId}`)]
      : [];
  },
  apply(event) {
    const message = hubMessage(event);
    if (!message) return [];
    const locationShortName = event.metadata.locationShortName;
    return [
      upsert(updatesModel, {
        id: `${locationShortName}|${message.Type}|${message.ItemId}`,
        locationShortName,
        ...message,
        position: event.position,
      }),
    ];
  },
};
