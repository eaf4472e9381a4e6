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
