import { evolveSavedReports, reportsStream, type SavedReport } from '@bayline/contracts';
import type { Projector } from '../projector.ts';

const prefix = reportsStream('');
const idOf = (data: Record<string, unknown>) =>
  String((data.report as SavedReport | undefined)?.reportOptionId ?? data.reportOptionId);

/** The saved reports of each location (GET reports/saved, and the report a reports/data read runs). */
export const savedReportsProjector: Projector = {
  name: 'saved-reports',
  collections: ['savedReports'],
  // A location's reports.
  indexes: { savedReports: [['locationShortName']] },
  keys(event) {
    return event.streamId.startsWith(prefix) ? [{ collection: 'savedReports', id: idOf(event.data) }] : [];
  },
  apply(event, read) {
    if (!event.streamId.startsWith(prefix)) return [];
    const id = idOf(event.data);
    const current = read('savedReports', id) as (SavedReport & { id: string; locationShortName: string }) | undefined;
    const before = new Map(current ? [[id, current as SavedReport]] : []);
    const report = evolveSavedReports(before, event.type, event.data).get(id);
    if (!report) return current ? [{ op: 'delete', collection: 'savedReports', id }] : [];
    const locationShortName = current?.locationShortName ?? event.metadata.locationShortName;
    return [{ op: 'upsert', collection: 'savedReports', doc: { ...report, id, locationShortName } }];
  },
};
