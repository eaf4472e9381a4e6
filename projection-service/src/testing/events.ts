import type { JobEvents } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';

interface Given {
  streamId: string;
  type: string;
  data: Record<string, unknown>;
  at?: string;
  location?: string;
}

/**
 * Builds recorded events for projector tests: positions and versions follow the order given. As many as given, so
 * a test destructures them by name.
 */
export function recorded<const T extends readonly Given[]>(items: T) {
  const versions = new Map<string, number>();
  const events = items.map((item, i): RecordedEvent => {
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
  // One event for each item given: map keeps the length the compiler cannot follow.
  return events as { -readonly [K in keyof T]: RecordedEvent };
}

export const jobCreated = (jobAdminId: string, extra: Partial<JobEvents['JobCreated']> = {}) => ({
  streamId: `job-${jobAdminId}`,
  type: 'JobCreated' as const,
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
