import { evolveSavedReports, reportsStream, type SavedReportEvent } from '@bayline/contracts';
import {
  type SavedReportDoc,
  savedReportsModel,
  savedReportsVersionsModel,
} from '@bayline/contracts/read-models/reports';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Change } from '@bayline/platform/read-store/port';
import {
  documentKey,
  keeps,
  lookupIn,
  type ProjectedEvent,
  type Projector,
  projected,
  remove,
  upsert,
} from '../projector.ts';

const prefix = reportsStream('');

/** Only the saved reports' commands append to a location's reports stream. */
const onReportsStream = (event: ProjectedEvent): event is RecordedEvent<SavedReportEvent> =>
  event.streamId.startsWith(prefix);

/** The reports an event is about: one, or every chart of a new order. */
function idsOf(event: SavedReportEvent): string[] {
  switch (event.type) {
    case 'SavedReportsOrdered':
      return event.data.reportOptionIds;
    case 'SavedReportAdded':
      return [event.data.report.reportOptionId];
    default:
      return [event.data.reportOptionId];
  }
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
  ...keeps(savedReportsModel, savedReportsVersionsModel),
  keys(recorded) {
    const event = projected(recorded);
    return onReportsStream(event) ? idsOf(event).map((id) => documentKey(savedReportsModel, id)) : [];
  },
  apply(recorded, read) {
    const event = projected(recorded);
    if (!onReportsStream(event)) return [];
    const ids = idsOf(event);
    const before = new Map<string, SavedReportDoc>();
    for (const id of ids) {
      const doc = lookupIn(read, savedReportsModel, id);
      if (doc) before.set(id, doc);
    }
    const after = evolveSavedReports(before, event);
    const changes: Change[] = ids.flatMap((id): Change[] => {
      const report = after.get(id);
      const current = before.get(id);
      if (!report) return current ? [remove(savedReportsModel, id)] : [];
      if (report === current) return [];
      const locationShortName = current?.locationShortName ?? event.metadata.locationShortName;
      return [upsert(savedReportsModel, { ...report, id, locationShortName })];
    });
    const location = locationOf(event);
    changes.push(
      upsert(savedReportsVersionsModel, { id: location, locationShortName: location, version: event.version }),
    );
    return changes;
  },
};
