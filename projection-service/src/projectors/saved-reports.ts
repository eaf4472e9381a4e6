import { evolveSavedReports, reportsStream, type SavedReport } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Change, Doc } from '@bayline/platform/read-store/port';
import type { Projector } from '../projector.ts';

const prefix = reportsStream('');
/** Where each location's reports stream version is kept (GET reports/saved answers it as ETag). */
export const savedReportsVersionsCollection = 'savedReportsVersions';

/** The reports an event is about: one, or every chart of a new order. */
function idsOf(data: Record<string, unknown>): string[] {
  if (Array.isArray(data.reportOptionIds)) return data.reportOptionIds.map(String);
  return [String((data.report as SavedReport | undefined)?.reportOptionId ?? data.reportOptionId)];
}

const locationOf = (event: RecordedEvent) => event.streamId.slice(prefix.length);

/**
 * The saved reports of each location (GET reports/saved, and the report a reports/data read runs), and the version
 * of the location's stream, the ETag Move Chart sends back.
 */
export const savedReportsProjector: Projector = {
  name: 'saved-reports',
  // 2: the stream version of each location; Move Chart's one fact for a whole order.
  version: 2,
  collections: ['savedReports', savedReportsVersionsCollection],
  // A location's reports.
  indexes: { savedReports: [['locationShortName']] },
  keys(event) {
    return event.streamId.startsWith(prefix) ? idsOf(event.data).map((id) => ({ collection: 'savedReports', id })) : [];
  },
  apply(event, read) {
    if (!event.streamId.startsWith(prefix)) return [];
    type Stored = SavedReport & { id: string; locationShortName: string };
    const ids = idsOf(event.data);
    const before = new Map<string, Stored>();
    for (const id of ids) {
      const doc = read('savedReports', id) as Stored | undefined;
      if (doc) before.set(id, doc);
    }
    const after = evolveSavedReports(before, event.type, event.data);
    const changes: Change[] = ids.flatMap((id): Change[] => {
      const report = after.get(id);
      const current = before.get(id);
      if (!report) return current ? [{ op: 'delete', collection: 'savedReports', id }] : [];
      if (report === current) return [];
      const locationShortName = current?.locationShortName ?? event.metadata.locationShortName;
      return [{ op: 'upsert', collection: 'savedReports', doc: { ...report, id, locationShortName } as Doc }];
    });
    const location = locationOf(event);
    changes.push({
      op: 'upsert',
      collection: savedReportsVersionsCollection,
      doc: { id: location, locationShortName: location, version: event.version },
    });
    return changes;
  },
};
