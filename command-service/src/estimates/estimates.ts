import { type EstimateEvent, type EstimateEvents, notFound } from '@bayline/contracts';
import { mapAggregate } from '../shared/map-aggregate.ts';

export const estimatesStream = (location: string) => `estimates-${location}`;

type KeptEstimate = EstimateEvents['EstimateReceived']['estimate'];

/** The estimates a location keeps, by id; a deleted one is gone. */
export type Estimates = ReadonlyMap<string, KeptEstimate>;

export const estimatesAggregate = mapAggregate<KeptEstimate, EstimateEvent>((estimates, event) => {
  switch (event.type) {
    case 'EstimateReceived':
      estimates.set(event.data.estimate.estimateId, event.data.estimate);
      return;
    case 'EstimateDeleted':
      estimates.delete(event.data.estimateId);
      return;
    default:
      event satisfies never;
  }
});

export function decideReceiveEstimate(estimate: KeptEstimate): EstimateEvent[] {
  return [{ type: 'EstimateReceived', data: { estimate } }];
}

/** Deletes an estimate the location keeps; any other id, whatever its spelling, is unknown. */
export function decideDeleteEstimate(state: Estimates, estimateId: string): EstimateEvent[] {
  if (!state.has(estimateId)) throw notFound('Estimate');
  return [{ type: 'EstimateDeleted', data: { estimateId } }];
}
