/** Where the runner keeps the events it parked, one document per projector and position. */
export const parkedCollection = '_parked';

export const parkedId = (projector: string, position: number) => `${projector}:${position}`;

/** The stream recording what support decided about a projector's parked events (who, and why). */
export const parkedStream = (projector: string) => `parked-${projector}`;

/** Support's decisions on a parked event: try it again, or go on without it. */
export interface ParkedEventDecisions {
  ParkedEventRetried: { projector: string; position: number };
  ParkedEventSkipped: { projector: string; position: number; reason: string };
}

export type ParkedEventDecision = keyof ParkedEventDecisions;

export interface ParkedEvent {
  id: string;
  projector: string;
  position: number;
  streamId: string;
  type: string;
  /** The error's message (its stack is in the log only). */
  error: string;
  parkedAt: string;
}
