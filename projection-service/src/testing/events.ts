import type { RecordedEvent } from '@bayline/platform/event-store/port';

/** Builds recorded events for projector tests: positions and versions follow the order given. */
export function recorded(
  items: { streamId: string; type: string; data: Record<string, unknown>; at?: string; location?: string }[],
): RecordedEvent[] {
  const versions = new Map<string, number>();
  return items.map((item, i) => {
    const version = (versions.get(item.streamId) ?? -1) + 1;
    versions.set(item.streamId, version);
    return {
      id: `event-${i + 1}`,
      streamId: item.streamId,
      version,
      position: i + 1,
      type: item.type,
      data: item.data,
      metadata: {
        userId: 'u1',
        at: item.at ?? `2026-03-02T${String(15 + i).padStart(2, '0')}:00:00.000Z`,
        locationShortName: item.location ?? 'BAYVIEW',
        correlationId: 'c1',
        schemaVersion: 1,
      },
    };
  });
}

export const jobCreated = (jobAdminId: string, extra: Record<string, unknown> = {}) => ({
  streamId: `job-${jobAdminId}`,
  type: 'JobCreated',
  data: {
    jobAdminId,
    jobAdminInt: 1001,
    departmentShortName: 'EST',
    departmentId: 'dep-EST',
    roState: 2,
    clientName: 'Maria Garcia',
    hours: 10,
    subTotal: 1200,
    ...extra,
  },
});
