import type { EventStore } from '@bayline/platform/event-store/port';

/**
 * Appends an event the settings projector cannot handle (a department added without the department): its own code
 * throws on it, as on a real bug, so the projector parks it and stops. Answers the event's position.
 */
export async function appendPoisonEvent(store: EventStore) {
  const metadata = {
    userId: 'system',
    at: new Date().toISOString(),
    locationShortName: 'BROKEN',
    correlationId: 'poison',
    schemaVersion: 1,
  };
  const { position } = await store.append('departments-BROKEN', [{ type: 'DepartmentAdded', data: {}, metadata }], {
    expectedVersion: 'any',
  });
  return position;
}
