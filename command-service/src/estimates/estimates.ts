import { type Estimate, type EstimateEvents, notFound } from '@bayline/contracts';
import type { NewEvent } from '../shared/command.ts';
import { mapAggregate } from '../shared/map-aggregate.ts';

export const estimatesStream = (location: string) => `estimates-${location}`;

type KeptEstimate = Omit<Estimate, 'linkedJobAdminId'>;

/** The estimates a location keeps, by id; a deleted one is gone. */
export type Estimates = ReadonlyMap<string, KeptEstimate>;

export const estimatesAggregate = mapAggregate<KeptEstimate>((estimates, event) => {
  if (event.type === 'EstimateReceived') {
    const { estimate } = event.data as EstimateEvents['EstimateReceived'];
    estimates.set(estimate.estimateId, estimate as unknown as KeptEstimate);
  }
  if (event.type === 'EstimateDeleted') estimates.delete((event.data as EstimateEvents['EstimateDeleted']).estimateId);
});

export function decideReceiveEstimate(estimate: KeptEstimate): NewEvent[] {
  return [{ type: 'EstimateReceived', data: { estimate } }];
}

/** Deletes an estimate the location keeps; any other id, whatever its spelling, is unknown. */
export function decideDeleteEstimate(state: Estimates, estimateId: string): NewEvent[] {
  if (!state.has(estimateId)) throw notFound('Estimate');
  return [{ type: 'EstimateDeleted', data: { estimateId } }];
}
