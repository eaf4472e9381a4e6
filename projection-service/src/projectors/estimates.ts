import { estimatesModel } from '@bayline/contracts/read-models/folder';
import { documentProjector, ofTypes } from '../projector.ts';

const isEstimateEvent = ofTypes('EstimateReceived', 'EstimateDeleted', 'EstimateLinked');

/** The estimates each location keeps, and the job each was last linked to. */
export const estimatesProjector = documentProjector({
  name: 'estimates',
  model: estimatesModel,
  canHandle: isEstimateEvent,
  documentId: (event) => (event.type === 'EstimateReceived' ? event.data.estimate.estimateId : event.data.estimateId),
  evolve(estimate, event) {
    if (event.type === 'EstimateReceived') {
      const received = event.data.estimate;
      return {
        ...received,
        id: received.estimateId,
        locationShortName: event.metadata.locationShortName,
        linkedJobAdminId: null,
      };
    }
    if (event.type === 'EstimateDeleted') return null;
    return estimate && { ...estimate, linkedJobAdminId: event.data.jobAdminId };
  },
});
