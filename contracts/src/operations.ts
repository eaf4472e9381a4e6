import { z } from 'zod';

/** What a projector is doing, as its runner tells; `elsewhere`: run by another process, only its checkpoint is known here. */
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
