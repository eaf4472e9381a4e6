import type { HubMessage } from '../hub.ts';
import { defineReadModel } from './define.ts';

/** The latest change of an item at a location (`id` is `{location}|{Type}|{ItemId}`), at the position it happened. */
export type UpdateDoc = HubMessage & { id: string; locationShortName: string; position: number };

export const updatesModel = defineReadModel<UpdateDoc>({
  collection: 'updates',
  // What a location's live hub missed since a position, in order.
  indexes: [['locationShortName', 'position']],
});
