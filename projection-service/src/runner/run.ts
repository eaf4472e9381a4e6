import type { ChangeBus } from '@bayline/platform/change-bus/port';
import type { EventStore, Subscription } from '@bayline/platform/event-store/port';
import type { JobQueue, Lease, Lock, QueueWorker } from '@bayline/platform/job-queue/port';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { Projector } from '../projector.ts';
import type { HotDocs } from './hot-docs.ts';
import type { Settings } from './options.ts';
import type { RebuildOutcome } from './rebuild-progress.ts';

export type ProjectorState = 'starting' | 'catching-up' | 'live' | 'retrying' | 'stopped' | 'standby' | 'rebuilding';

/** One projector as this runner runs it. */
export interface Run {
  projector: Projector;
  position: number;
  status: ProjectorState;
  lastError: string | null;
  busError: string | null;
  /** Held while this runner leads the projector; surely ours until `leaseUntil` (monotonic clock). */
  lease?: Lease;
  leaseUntil: number;
  /** Moves on with every lease taken or dropped, so late callbacks of an earlier lead do nothing. */
  term: number;
  renewTimer?: NodeJS.Timeout;
  expiryTimer?: NodeJS.Timeout;
  renewError?: string;
  /** The one pending step: seek the lease, resume after a store error, or look for a decision. */
  wakeTimer?: NodeJS.Timeout;
  subscription?: Subscription;
  /** While catching up: its documents as it last committed them (a new set on every resume). */
  hot?: HotDocs;
  inFlight: Promise<void>;
  /** A rebuild is swapping collections: nothing else subscribes meanwhile. */
  paused: boolean;
  /** Store failures in a row, for the backoff. */
  failures: number;
  rebuild?: { position: number; head: number; startedAt: number; cancelled: boolean };
  lastRebuild?: RebuildOutcome;
  /** The leader's workers for rebuild requests and for their cancellation. */
  rebuildWorkers?: Promise<QueueWorker[]>;
  /** Positions support skipped (from the parked stream, read up to `decisionsRead`). */
  skipped: Set<number>;
  decisionsRead: number;
  /** Positions with a parked document not passed yet. */
  parked: Set<number>;
  /** The parked event that stopped the projector. */
  stoppedAt?: number;
  /** Why it last stood by: said once while it repeats (an older release taking the lease at every poll). */
  stoodBy?: string;
}

export const newRun = (projector: Projector): Run => ({
  projector,
  position: 0,
  status: 'starting',
  lastError: null,
  busError: null,
  leaseUntil: 0,
  term: 0,
  inFlight: Promise.resolve(),
  paused: false,
  failures: 0,
  skipped: new Set(),
  decisionsRead: 0,
  parked: new Set(),
});

/** A projector being rebuilt: its fresh collections, how far they are, and the documents it wrote last. */
export interface Rebuilding {
  run: Run;
  term: number;
  physical: (collection: string) => string;
  checkpointName: string;
  hot: HotDocs;
  /** Its live projector has been paused: the next time the replay reaches the head, it is caught up. */
  paused: boolean;
  onProgress: (p: { position: number; head: number }) => void;
  caughtUp: (position: number) => void;
  failed: (error: unknown) => void;
}

/** What every part of one projection runner shares: its stores, settings and log, and its projectors' runs. */
export interface Runner {
  store: EventStore;
  readStore: ReadStore;
  bus: ChangeBus;
  lock: Lock;
  queue?: JobQueue;
  settings: Settings;
  log: (message: string) => void;
  runs: Map<string, Run>;
  /** Set by stop(): nothing is scheduled, taken or committed after it. */
  stopping: boolean;
  /** Rebuilds asked for within `rebuildGatherMs` of each other, waiting to replay the log together. */
  gathering?: Rebuilding[];
  /**
   * (Re)starts projecting from the stored checkpoint: where the lease taken, support's decision and a finished
   * rebuild hand a projector back to its leader (see lead.ts).
   */
  resume: (run: Run, term: number) => Promise<void>;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
export const now = () => performance.now();

export const backoff = (runner: Runner, run: Run) =>
  Math.min(runner.settings.maxBackoffMs, runner.settings.backoffMs * 2 ** Math.min(run.failures, 16));

/** Runs `step` after `ms`, replacing any pending step; a throw is logged, never left unhandled. */
export function later(runner: Runner, run: Run, ms: number, step: () => Promise<void>) {
  clearTimeout(run.wakeTimer);
  if (runner.stopping) return;
  run.wakeTimer = setTimeout(() => {
    step().catch((error) => runner.log(`projector ${run.projector.name}: ${messageOf(error)}`));
  }, ms);
}

/** A store or lock that failed: reported as retrying (degraded) and tried again after the backoff. */
export function trouble(runner: Runner, run: Run, what: string, error: unknown) {
  run.failures += 1;
  run.status = 'retrying';
  run.lastError = `${what}: ${messageOf(error)}`;
  runner.log(`projector ${run.projector.name}: ${run.lastError} (retrying in ${backoff(runner, run)} ms)`);
}
