/** What the live hub sends (spec 3 section 2.7): something of this type changed, refresh what shows it. */
export type HubType = 'job' | 'appointment' | 'messaging' | 'priority' | 'settings' | 'location';
export type HubAction = 'update' | 'new' | 'remove' | 'incomingsms' | 'read' | 'add' | 'delete';

export interface HubMessage {
  ItemId: string;
  Type: HubType;
  Action: HubAction;
}

/** Header a command answers with and a query may send back to read its own write. */
export const positionHeader = 'x-bayline-position';

/** The change-bus channel on which each projection run says how far it has committed: the query side's clock. */
export const projectionChannel = 'projections';

/** What each projection run publishes on `projectionChannel` after it commits. */
export interface ProjectedMessage {
  projector: string;
  position: number;
}
