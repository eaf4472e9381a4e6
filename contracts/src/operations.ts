import { z } from 'zod';
import { type TextStatus, textBodySchema, textPhoneSchema } from './messaging.ts';

/**
 * What a projector is doing, as its leader tells; `elsewhere`: run by another process not heard from lately, only its
 * checkpoint is known here.
 */
export type ProjectorRunState =
  | 'starting'
  | 'catching-up'
  | 'live'
  | 'retrying'
  | 'stopped'
  | 'standby'
  | 'rebuilding'
  | 'elsewhere';

export interface ProjectorOperations {
  name: string;
  position: number;
  /** Events of the log it has not projected yet (counted up to a million). */
  lag: number;
  /** How long it has been behind, from the head's samples (0 when caught up). */
  lagMs: number;
  /** True when it was behind before the first sample: it has been behind at least `lagMs`. */
  lagAtLeast: boolean;
  status: ProjectorRunState;
  lastError: string | null;
  rebuild?: { position: number; head: number; startedAt: string; remainingMs: number | null };
  lastRebuild?: {
    outcome: 'completed' | 'cancelled' | 'failed';
    finishedAt: string;
    tookMs: number;
    error?: string;
  };
}

export interface QueueOperations {
  name: string;
  waiting: number;
  active: number;
  /** Failed a try, waiting for the next one. */
  failed: number;
  /** Failed every try. */
  deadLetter: number;
}

/** GET /api/admin/v1/operations: how Bayline runs, for owners and support. */
export interface OperationsSnapshot {
  at: string;
  eventStore: {
    head: number;
    /** Events in the log; null until they were counted. */
    events: number | null;
    /** The count stopped at its cap (a million): there are at least `events`. */
    eventsAtLeast: boolean;
    /** Appended per minute over `overMs` (the last minutes); null until two samples are taken. */
    appendRate: { perMinute: number; overMs: number } | null;
  };
  projectors: ProjectorOperations[];
  queues: QueueOperations[];
}

/** What support did, as the operations streams record it (who, when, why). */
export type OperationType = 'ParkedEventRetried' | 'ParkedEventSkipped' | 'RebuildRequested' | 'RebuildCancelled';

/** GET /api/admin/v1/operations/log: one entry per decision or request, newest first. */
export interface OperationsLogEntry {
  position: number;
  at: string;
  type: OperationType;
  /** The projector, or 'all' for a rebuild of every one. */
  projector: string;
  /** The parked event's position, for a retry or a skip. */
  parkedPosition?: number;
  reason?: string;
  /** Who: a user's id and name, or the admin token (userId 'admin-token', name null). */
  userId: string;
  userName: string | null;
}

/** GET /api/admin/v1/parked: an event a projector stopped on. */
export interface ParkedEventView {
  projector: string;
  position: number;
  streamId: string;
  type: string;
  error: string;
  parkedAt: string;
}

/** The reason support gives for skipping a parked event. */
export const skipReasonSchema = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(1, { error: 'A reason is required' })
  .max(500, { error: 'The reason must be 500 characters or fewer' });

/** Rebuild targets: a projector's name, or every one. */
export const allProjectors = 'all';

/**
 * GET /api/admin/v1/sms-outbox: a text the embedded SMS outbox kept instead of sending, newest first, with what the
 * texts' read model knows of it (none for a text it has not seen: status, job and location null).
 */
export interface OutboxTextView {
  id: string;
  at: string;
  from: string;
  to: string;
  body: string;
  providerId: string;
  /** Its files and the links the provider would fetch (null without a public address). */
  media: { mediaId: string; fileName: string; contentType: string; url: string | null }[];
  status: TextStatus | 'Received' | null;
  jobAdminId: string | null;
  /** The job's Job ID as the shop knows it ('' when no job is known). */
  displayJobAdmin: string;
  locationShortName: string | null;
  /** The location's time zone, for the time it was kept (null when the location is not known). */
  timeZone: string | null;
}

/** GET /api/admin/v1/outbox: a mail the embedded outbox kept (invitations, reset links), newest first. */
export interface OutboxMailView {
  id: string;
  at: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** What support sends to simulate a customer's reply: from the customer's phone to a location's SMS phone. */
export const simulatedReplySchema = z.object({ from: textPhoneSchema, to: textPhoneSchema, body: textBodySchema });
