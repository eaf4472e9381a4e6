import { type JobEvents, type NotificationJob, notificationJob } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Reactor, Work } from '../reactions/runner.ts';

/** The notification an event of a job asks for; the worker reads the settings it needs and decides. */
function jobFor(event: RecordedEvent): NotificationJob | undefined {
  const at = {
    eventId: event.id,
    position: event.position,
    version: event.version,
    at: event.metadata.at,
    locationShortName: event.metadata.locationShortName,
  };
  switch (event.type) {
    case 'JobMovedToDepartment': {
      const { jobAdminId, toDepartmentId } = event.data as JobEvents['JobMovedToDepartment'];
      return { ...at, kind: 'departmentEntered', jobAdminId, departmentId: toDepartmentId };
    }
    case 'BadgeStateChanged': {
      const { jobAdminId, badgeId, state } = event.data as JobEvents['BadgeStateChanged'];
      return { ...at, kind: 'badgeStateChanged', jobAdminId, badgeId, state };
    }
    case 'JobAssigned': {
      const { jobAdminId, contactId, departmentId, doNotify, notifyOnly } = event.data as JobEvents['JobAssigned'];
      return doNotify || notifyOnly ? { ...at, kind: 'assigned', jobAdminId, contactId, departmentId } : undefined;
    }
    default:
      return undefined;
  }
}

export const notificationReactionsName = 'notification-reactions';

/**
 * The notifications process manager: a job entering a department (its status text to the customer, its assignees
 * told), a badge state changed (the state's contacts told), a job assigned to someone who wants to know. One queue
 * job per event, named by it, so a replay queues nothing new.
 */
export const notificationReactor: Reactor = {
  name: notificationReactionsName,
  begins: 'head',
  workFor(event): Work[] {
    if (!event.streamId.startsWith('job-')) return [];
    const data = jobFor(event);
    return data ? [{ name: notificationJob, data, jobId: `notify-${event.id}` }] : [];
  },
};
