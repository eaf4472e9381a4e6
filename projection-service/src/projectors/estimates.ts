import type { EstimateEvents, JobEvents } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Projector } from '../projector.ts';

function estimateIdOf(event: RecordedEvent): string | undefined {
  if (event.type === 'EstimateReceived') return (event.data as EstimateEvents['EstimateReceived']).estimate.estimateId;
  if (event.type === 'EstimateDeleted') return (event.data as EstimateEvents['EstimateDeleted']).estimateId;
  if (event.type === 'EstimateLinked') return (event.data as JobEvents['EstimateLinked']).estimateId;
  return undefined;
}

/** The estimates each location keeps, and the job each was last linked to. */
export const estimatesProjector: Projector = {
  name: 'estimates',
  collections: ['estimates'],
  // A location's estimates, newest first.
  indexes: { estimates: [['locationShortName', 'receivedAt']] },
  keys(event) {
    const id = estimateIdOf(event);
    return id ? [{ collection: 'estimates', id }] : [];
  },
  apply(event, read) {
    const id = estimateIdOf(event);
    if (!id) return [];
    if (event.type === 'EstimateReceived') {
      const { estimate } = event.data as EstimateEvents['EstimateReceived'];
      return [
        {
          op: 'upsert',
          collection: 'estimates',
          doc: { ...estimate, id, locationShortName: event.metadata.locationShortName, linkedJobAdminId: null },
        },
      ];
    }
    if (event.type === 'EstimateDeleted') return [{ op: 'delete', collection: 'estimates', id }];
    const estimate = read('estimates', id);
    if (!estimate) return [];
    return [
      { op: 'upsert', collection: 'estimates', doc: { ...estimate, linkedJobAdminId: String(event.data.jobAdminId) } },
    ];
  },
};
