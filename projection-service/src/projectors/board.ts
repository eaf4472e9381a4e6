import { boardCardFields, type JobAdmin, type JobEvents } from '@bayline/contracts';
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

/** The card fields a job has from its creation on. */
type FromJob = Exclude<
  (typeof boardCardFields)[number],
  'locationShortName' | 'version' | 'subdepartmentShortName' | 'departmentEnteredAt' | 'priority'
>;
type CardDoc = Pick<JobAdmin, (typeof boardCardFields)[number]> & {
  id: string;
  badges: StoredBadge[];
  assignments: StoredAssignment[];
};

/** A card document, every field named in one order: V8 then gives all cards one shape (see jobDoc in jobs.ts). */
function cardDoc(job: Pick<CardDoc, FromJob>, card: Omit<CardDoc, FromJob>): CardDoc {
  return {
    jobAdminId: job.jobAdminId,
    jobAdminInt: job.jobAdminInt,
    departmentShortName: job.departmentShortName,
    departmentId: job.departmentId,
    roState: job.roState,
    hat: job.hat,
    clientName: job.clientName,
    year: job.year,
    make: job.make,
    model: job.model,
    color: job.color,
    vin: job.vin,
    description: job.description,
    groupShortName: job.groupShortName,
    jobClassId: job.jobClassId,
    hours: job.hours,
    refinish: job.refinish,
    subTotal: job.subTotal,
    scheduledIn: job.scheduledIn,
    scheduledOut: job.scheduledOut,
    id: card.id,
    locationShortName: card.locationShortName,
    subdepartmentShortName: card.subdepartmentShortName,
    departmentEnteredAt: card.departmentEnteredAt,
    priority: card.priority,
    badges: card.badges,
    assignments: card.assignments,
    version: card.version,
  };
}

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
  // A location's open cards; the schedule's cards of a range of days (location, scheduled in).
  indexes: {
    boardCards: [
      ['locationShortName', 'roState'],
      ['locationShortName', 'scheduledIn'],
    ],
  },
  keys(event) {
    return event.streamId.startsWith('job-') ? [{ collection: 'boardCards', id: String(event.data.jobAdminId) }] : [];
  },
  apply(event, read) {
    if (!event.streamId.startsWith('job-')) return [];
    if (event.type === 'JobCreated') {
      const data = event.data as JobEvents['JobCreated'];
      const card = cardDoc(data, {
        id: data.jobAdminId,
        locationShortName: event.metadata.locationShortName,
        subdepartmentShortName: null,
        departmentEnteredAt: event.metadata.at,
        priority: 0,
        badges: [],
        assignments: [],
        version: event.version,
      });
      return [{ op: 'upsert', collection: 'boardCards', doc: card }];
    }
    const card = read('boardCards', String(event.data.jobAdminId)) as CardDoc | undefined;
    const change = card && cardChange(event, card);
    if (!change) return [];
    const next = cardDoc(card, card);
    Object.assign(next, change);
    next.version = event.version;
    return [{ op: 'upsert', collection: 'boardCards', doc: next }];
  },
};
