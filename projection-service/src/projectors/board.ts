import { boardCardFields } from '@bayline/contracts';
import { boardCardsModel, type CardDoc } from '@bayline/contracts/read-models/jobs';
import { documentProjector } from '../projector.ts';
import {
  assignmentsAfter,
  badgesAfter,
  holdAfter,
  type JobStreamEvent,
  onJobStream,
  placeAfterMove,
  stateAfter,
} from './job-changes.ts';

const isCardField = new Set<string>(boardCardFields);

/** The card fields a job has from its creation on. */
type FromJob = Exclude<
  (typeof boardCardFields)[number],
  'locationShortName' | 'version' | 'subdepartmentShortName' | 'departmentEnteredAt' | 'priority' | 'hold'
>;
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
    hold: card.hold,
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
function cardChange(event: JobStreamEvent, card: CardDoc): Partial<CardDoc> | undefined {
  switch (event.type) {
    case 'JobMovedToDepartment':
      return placeAfterMove(card, event.data, event.metadata.at);
    case 'JobInformationChanged': {
      const changes = cardPart(event.data.changes);
      return Object.keys(changes).length > 0 ? changes : undefined;
    }
    case 'JobScheduledOutChanged':
      return { scheduledOut: event.data.scheduledOut };
    case 'JobPrioritised':
      return { priority: event.data.priority };
  }
  const badges = badgesAfter(card.badges, event);
  if (badges) return { badges };
  const assignments = assignmentsAfter(card.assignments, event);
  if (assignments) return { assignments };
  const hold = holdAfter(event);
  if (hold !== undefined) return { hold };
  const state = stateAfter(event);
  return state && { roState: state.roState };
}

/**
 * The `boardCards` read model (contracts/src/read-models/jobs.ts). Names and colours come from the location's
 * settings when it is read. Closed jobs keep their card (a reopened job comes back as it was); the board reads the
 * open ones.
 */
export const boardProjector = documentProjector({
  name: 'board',
  // 2: every document has `hold` (null when the job is not held).
  version: 2,
  model: boardCardsModel,
  canHandle: onJobStream,
  documentId: (event) => event.data.jobAdminId,
  evolve(card, event) {
    if (event.type === 'JobCreated') {
      const { data } = event;
      return cardDoc(data, {
        id: data.jobAdminId,
        locationShortName: event.metadata.locationShortName,
        subdepartmentShortName: null,
        departmentEnteredAt: event.metadata.at,
        priority: 0,
        hold: null,
        badges: [],
        assignments: [],
        version: event.version,
      });
    }
    const change = card && cardChange(event, card);
    if (!change) return card;
    const next = cardDoc(card, card);
    Object.assign(next, change);
    next.version = event.version;
    return next;
  },
});
