import type { ChangeBus } from '@bayline/platform/change-bus/port';
import type { EventStore } from '@bayline/platform/event-store/port';
import type { JobQueue, Lock } from '@bayline/platform/job-queue/port';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { Projector } from '../projector.ts';

export interface RunnerOptions {
  store: EventStore;
  readStore: ReadStore;
  bus: ChangeBus;
  lock: Lock;
  /** Rebuild requests reach the runner that leads the projector through here, from any process. */
  queue?: JobQueue;
  projectors: Projector[];
  /** Most events per batch of the subscription: when live, a batch holds what was appended since the last (default 5,000). */
  batchSize?: number;
  /**
   * Most events per page of a rebuild's replay: one read-model transaction per projector and page (default 20,000).
   * A page whose slowest commit took longer than `rebuildCommitMs` makes the next page half as long, a quick one
   * twice as long again, up to this.
   */
  rebuildBatchSize?: number;
  /**
   * How long a rebuild page's commit may take before pages get shorter (default 5 s): MongoDB aborts a transaction
   * after 60 s (its transactionLifetimeLimitSeconds), so a slow server or a large page never comes near that.
   */
  rebuildCommitMs?: number;
  /** How long a rebuild request waits for others to replay the log together (default 50 ms). */
  rebuildGatherMs?: number;
  /**
   * Documents each projector keeps in memory between batches while it catches up or rebuilds (default 10,000).
   * Once live, batches are small and it keeps none, so memory stays flat.
   */
  hotDocs?: number;
  /** Tries of a batch whose projector throws before the failing event is found and parked (default 3). */
  attempts?: number;
  /** First retry delay, doubled each try (default 200 ms). */
  backoffMs?: number;
  /** Longest wait between retries of a store that keeps failing (default 10 s). */
  maxBackoffMs?: number;
  /** A projector's lease, renewed every third of it; past it without a renewal the runner commits nothing (default 15 s). */
  leaseMs?: number;
  /** How often a stopped projector looks for support's decision on its parked event (default 1 s). */
  decisionPollMs?: number;
  log?: (message: string) => void;
}

/** The runner's timings and sizes, defaults filled in. */
export interface Settings {
  batchSize: number;
  rebuildBatchSize: number;
  rebuildCommitMs: number;
  rebuildGatherMs: number;
  hotDocs: number;
  attempts: number;
  backoffMs: number;
  maxBackoffMs: number;
  leaseMs: number;
  renewEveryMs: number;
  /** How often a runner that stands by asks for the lease again. */
  standbyPollMs: number;
  decisionPollMs: number;
}

export function settingsOf(options: RunnerOptions): Settings {
  const { batchSize = 5_000, attempts = 3, backoffMs = 200, maxBackoffMs = 10_000 } = options;
  const { leaseMs = 15_000, decisionPollMs = 1_000, rebuildBatchSize = 20_000, rebuildGatherMs = 50 } = options;
  const { hotDocs = 10_000, rebuildCommitMs = 5_000 } = options;
  return {
    batchSize,
    rebuildBatchSize,
    rebuildCommitMs,
    rebuildGatherMs,
    hotDocs,
    attempts,
    backoffMs,
    maxBackoffMs,
    leaseMs,
    renewEveryMs: leaseMs / 3,
    standbyPollMs: Math.min(5_000, leaseMs / 3),
    decisionPollMs,
  };
}
