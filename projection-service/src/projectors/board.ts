import { boardCardFields, type JobEvents } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Doc } from '@bayline/platform/read-store/port';
import type { Projector } from '../projector.ts';
import {
  assignmentsAfter,
  badgesAfter,
  placeAfterMove,
  type StoredAssignment,
  type StoredBadge,
  stateAfter,
} from './job-changes.ts';

const isCardField = new Set<string>(boardCardFields);

/** The fields of `source` a card holds. */
function cardPart(source: Record<string, unknown>): Record<string, unknown> {
  const part: Record<string, unknown> = {};
  for (const field of Object.keys(source)) if (isCardField.has(field)) part[field] = source[field];
  return part;
}

/** What an event on a job's stream changes on its card; undefined when the card does not show it. */
function cardChange(event: RecordedEvent, card: Doc): Record<string, unknown> | undefined {
  switch (event.type) {
    case 'JobMovedToDepartment':
      return placeAfterMove(card, event.data as JobEvents['JobMovedToDepartment'], event.metadata.at);
    case 'JobInformationChanged': {
      const changes = cardPart((event.data as JobEvents['JobInformationChanged']).changes);
      return Object.keys(changes).length > 0 ? changes : undefined;
    }
    case 'JobScheduledOutChanged':
      return { scheduledOut: (event.data as JobEvents['JobScheduledOutChanged']).scheduledOut };
    case 'JobPrioritised':
      return { priority: (event.data as JobEvents['JobPrioritised']).priority };
  }
  const badges = badgesAfter(card.badges as StoredBadge[], event);
  if (badges) return { badges };
  const assignments = assignmentsAfter(card.assignments as StoredAssignment[], event);
  if (assignments) return { assignments };
  const state = stateAfter(event);
  return state && { roState: state.roState };
}

/**
 * The `boardCards` read model: one small document per job with only what its card on the board shows or is
 * ordered by (GET JobAdmins/open), so a board of hundreds of jobs reads and travels light. Names and colours
 * come from the location's settings when it is read. Closed jobs keep their card (a reopened job comes back
 * as it was); the board reads the open ones.
 */
export const boardProjector: Projector = {
  name: 'board',
  collections: ['boardCards'],
  // A location's open cards.
  indexes: { boardCards: [['locationShortName', 'roState']] },
  keys(event) {
    return event.streamId.startsWith('job-') ? [{ collection: 'boardCards', id: String(event.data.jobAdminId) }] : [];
  },
  apply(event, read) {
    if (!event.streamId.startsWith('job-')) return [];
    if (event.type === 'JobCreated') {
      const data = event.data as JobEvents['JobCreated'];
      const card: Doc = {
        ...cardPart(data),
        id: data.jobAdminId,
        locationShortName: event.metadata.locationShortName,
        subdepartmentShortName: null,
        departmentEnteredAt: event.metadata.at,
        priority: 0,
        badges: [],
        assignments: [],
        version: event.version,
      };
      return [{ op: 'upsert', collection: 'boardCards', doc: card }];
    }
    const card = read('boardCards', String(event.data.jobAdminId));
    const change = card && cardChange(event, card);
    if (!change) return [];
    return [{ op: 'upsert', collection: 'boardCards', doc: { ...card, ...change, version: event.version } }];
  },
};
