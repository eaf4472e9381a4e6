import type { Estimate, EstimateEvents } from '@bayline/contracts';
import type { Aggregate, NewEvent } from '../shared/command.ts';

export const estimatesStream = (location: string) => `estimates-${location}`;

/** The estimates a location keeps, by id; a deleted one is gone. */
export type Estimates = Record<string, Omit<Estimate, 'linkedJobAdminId'>>;

export const estimatesAggregate: Aggregate<Estimates> = {
  initial: () => ({}),
  evolve(state, event) {
    if (event.type === 'EstimateReceived') {
      const { estimate } = event.data as EstimateEvents['EstimateReceived'];
      return { ...state, [estimate.estimateId]: estimate as unknown as Estimates[string] };
    }
    if (event.type === 'EstimateDeleted') {
      const { [(event.data as EstimateEvents['EstimateDeleted']).estimateId]: _, ...rest } = state;
      return rest;
    }
    return state;
  },
};

export function decideReceiveEstimate(estimate: Estimates[string]): NewEvent[] {
  return [{ type: 'EstimateReceived', data: { estimate } }];
}

export function decideDeleteEstimate(state: Estimates, estimateId: string): NewEvent[] {
  return state[estimateId] ? [{ type: 'EstimateDeleted', data: { estimateId } }] : [];
}
