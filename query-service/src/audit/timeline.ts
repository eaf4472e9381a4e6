import {
  auditMessages,
  auditStreamOf,
  invalid,
  notFound,
  Refusal,
  type SettingsListName,
  settingsLists,
  textsStream,
} from '@bayline/contracts';
import { jobsModel } from '@bayline/contracts/read-models/jobs';
import { logged } from '@bayline/platform/event-store/logged';
import type { EventStore, RecordedEvent } from '@bayline/platform/event-store/port';
import { type MemoryReadModels, memoryReadModels } from '@bayline/platform/read-store/memory';
import type { Change, Doc } from '@bayline/platform/read-store/port';
import { systemUserId } from './names.ts';

/**
 * A projector's pure fold, as the composition hands it to the query side (which imports no projector): the audit
 * views replay a job's events through the very projectors that keep the read models.
 */
export interface ReplayProjector {
  name: string;
  apply(event: RecordedEvent, read: (collection: string, id: string) => Doc | undefined): Change[];
}

/** The projectors whose read models a job's folder is read from: people, settings lists, the job, its notes. */
export const replayedProjectors = ['identity', 'settings', 'jobs', 'notes'] as const;

/** The projectors a location's trail and settings at a moment are read from: people, settings lists, the location. */
export const trailProjectors = ['identity', 'settings', 'locations'] as const;

/** The settings lists a job's history and folder name things from. */
const namedFrom: SettingsListName[] = [
  'departments',
  'jobClasses',
  'groups',
  'badges',
  'contacts',
  'noteCategories',
  'mediaCategories',
];

/** Everything a job's history is told from, read from the event store (never from a read model). */
export interface JobLog {
  jobAdminId: string;
  jobAdminInt: number;
  location: string;
  /** The job's own events, oldest first. */
  jobEvents: RecordedEvent[];
  /** Those, its texts, its location's settings lists and its people's streams, in log order. */
  events: RecordedEvent[];
  /** The log's head when it was read: no event after it is in `events`. */
  head: number;
  /** The exports of the job's history (its audit stream), oldest first. */
  exports: RecordedEvent[];
  /** Everyone who acted on the job or its texts, completed its tasks or exported its history. */
  people: string[];
  /** The job's files by id, as they were uploaded. */
  fileName(mediaId: string): string;
}

const jobStreamOf = (jobAdminId: string) => `job-${jobAdminId}`;

/**
 * Reads a job's log: its stream, its texts' stream, its location's settings lists and the streams of everyone who
 * acted on it. A job of another location is answered as an unknown one (404).
 */
export async function readJobLog(store: EventStore, jobAdminId: string, location: string): Promise<JobLog> {
  // The head first: every stream is then read up to it at least, and cut there.
  const head = await store.headPosition();
  const jobEvents = (await store.readStream(jobStreamOf(jobAdminId))).filter((e) => e.position <= head);
  const created = jobEvents[0] && logged(jobEvents[0]);
  if (created?.type !== 'JobCreated' || created.metadata.locationShortName !== location) throw notFound('Job');
  const upToHead = async (stream: string) => (await store.readStream(stream)).filter((e) => e.position <= head);
  const [texts, exports] = await Promise.all([upToHead(textsStream(jobAdminId)), upToHead(auditStreamOf(jobAdminId))]);
  const people = new Set<string>();
  for (const event of [...jobEvents, ...texts, ...exports].map(logged)) {
    people.add(event.metadata.userId);
    if (event.type === 'TaskCompleted') people.add(event.data.completedById);
  }
  people.delete(systemUserId);
  const others = await Promise.all([
    ...namedFrom.map((list) => store.readStream(`${settingsLists[list].stream}-${location}`)),
    ...[...people].map((userId) => store.readStream(`user-${userId}`)),
  ]);
  const events = [...jobEvents, ...texts, ...others.flat().filter((e) => e.position <= head)].sort(
    (a, b) => a.position - b.position,
  );
  const files = new Map<string, string>();
  for (const event of jobEvents.map(logged))
    if (event.type === 'MediaUploaded') files.set(event.data.mediaId, event.data.fileName);
  return {
    jobAdminId,
    jobAdminInt: Number(created.data.jobAdminInt),
    location,
    jobEvents,
    events,
    exports,
    head,
    people: [...people],
    fileName: (mediaId) => files.get(mediaId) ?? '',
  };
}

/** A document as it was just before the event being visited (as it is now, if the event did not change it). */
export type LookupBefore = (collection: string, id: string) => Doc | undefined;

/**
 * Folds events (in log order) up to `position` (inclusive) into read models in memory, through the projectors that
 * keep the real ones. `onEvent` is called after each event, with the models and the documents just before it.
 */
export async function replayEvents(
  events: readonly RecordedEvent[],
  projectors: readonly ReplayProjector[],
  position: number,
  onEvent?: (event: RecordedEvent, models: MemoryReadModels, before: LookupBefore) => Promise<void> | void,
): Promise<MemoryReadModels> {
  const models = memoryReadModels();
  for (const event of events) {
    if (event.position > position) break;
    // The first document each change replaces: what the event found.
    const replaced = new Map<string, Doc | undefined>();
    for (const projector of projectors) {
      const changes = projector.apply(event, models.lookup);
      for (const change of changes) {
        const id = change.op === 'upsert' ? change.doc.id : change.id;
        const key = `${change.collection}\u0000${id}`;
        if (!replaced.has(key)) replaced.set(key, models.lookup(change.collection, id));
      }
      models.apply(changes);
    }
    await onEvent?.(event, models, (collection, id) => {
      const key = `${collection}\u0000${id}`;
      return replaced.has(key) ? replaced.get(key) : models.lookup(collection, id);
    });
  }
  return models;
}

/**
 * Folds a job's log up to `position` (inclusive) into read models in memory, through the projectors that keep the
 * real ones. `onJobEvent` is called after each of the job's own events, with the job's document just before it and
 * whether events of other streams (settings, people, texts) were folded since the job's previous event.
 */
export async function replay(
  log: JobLog,
  projectors: readonly ReplayProjector[],
  position: number,
  onJobEvent?: (
    event: RecordedEvent,
    before: Doc | undefined,
    models: MemoryReadModels,
    othersSince: boolean,
  ) => Promise<void>,
): Promise<MemoryReadModels> {
  const jobStream = jobStreamOf(log.jobAdminId);
  let othersSince = true;
  return replayEvents(log.events, projectors, position, async (event, models, before) => {
    if (event.streamId !== jobStream) othersSince = true;
    else {
      await onJobEvent?.(event, before(jobsModel.collection, log.jobAdminId), models, othersSince);
      othersSince = false;
    }
  });
}

/** Positions beyond the log's head are refused (400), each under its own field. */
export function mustBeInLog(log: JobLog, positions: Record<string, number | undefined>) {
  const errors = Object.entries(positions)
    .filter(([, position]) => position !== undefined && position > log.head)
    .map(([field]) => ({ field, message: auditMessages.beyondHead(log.head) }));
  if (errors.length) throw invalid(errors);
}

/**
 * The job's event a moment shows: its newest at or before a position of the log, or at or before a time. A
 * position beyond the log's head, or a time after now, is refused (400); a moment before the job was created is
 * not the job's (404).
 */
export function eventAt(log: JobLog, moment: { position?: number; at?: string }, now: Date) {
  mustBeInLog(log, { position: moment.position });
  if (moment.at !== undefined && Date.parse(moment.at) > now.getTime())
    throw invalid([{ field: 'at', message: auditMessages.afterNow }]);
  const shown = log.jobEvents.findLast((e) =>
    moment.position !== undefined ? e.position <= moment.position : e.metadata.at <= moment.at!,
  );
  const [created] = log.jobEvents;
  if (!shown)
    throw new Refusal(
      'NotYetRecorded',
      auditMessages.notYet,
      created && { detail: auditMessages.createdAt(created.position) },
    );
  const index = log.jobEvents.indexOf(shown);
  return {
    event: shown,
    previous: log.jobEvents[index - 1]?.position ?? null,
    next: log.jobEvents[index + 1]?.position ?? null,
  };
}
