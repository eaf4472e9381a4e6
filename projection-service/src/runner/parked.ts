import type { ParkedEventView } from '@bayline/contracts';

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

/** A parked event as the runner keeps it: what GET admin parked shows (the error's message; its stack is in the log only), under its id. */
export interface ParkedEvent extends ParkedEventView {
  id: string;
}
