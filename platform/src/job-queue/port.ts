export interface QueuedJob<T = unknown> {
  id: string;
  name: string;
  data: T;
  /** 1 on the first try. */
  attempt: number;
  /** Tries in all: `attempt === attempts` is the last, after which a throw fails the job for good. */
  attempts: number;
  /** Reports progress 0..100 (shown for long work: rebuilds, exports, imports). */
  updateProgress(percent: number): Promise<void>;
}

export interface EnqueueOptions {
  /**
   * Deduplicates: enqueueing an id that is waiting or active returns it without adding another.
   * Per job name; "it" is the id enqueue() returned for the first job. Once that job finished, the jobId is free.
   */
  jobId?: string;
  /** Tries in all (default 3). */
  attempts?: number;
  /** First retry delay; doubles each retry (default 1000). */
  backoffMs?: number;
  delayMs?: number;
}

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed' | 'unknown';

export interface JobStatus {
  id: string;
  state: JobState;
  progress: number;
  attemptsMade: number;
  result?: unknown;
  /** Reason of the last failed attempt; stays set while retrying and after a later attempt succeeded. */
  failedReason?: string;
}

/** How many jobs of one name are where, for the operations page. Finished jobs that succeeded are not counted. */
export interface QueueCounts {
  /** Waiting for a worker, or delayed to a later time without having failed yet. */
  waiting: number;
  active: number;
  /** Failed a try and waiting (its backoff) for the next one. */
  failed: number;
  /** Failed every try: the dead letters, kept with their reason (the last 1,000 finished jobs). */
  deadLetter: number;
}

export interface QueueWorker {
  /** Stops taking jobs and resolves once the handlers it is running have finished. */
  close(): Promise<void>;
}

/** Side-effect work (texts, notifications, thumbnails, exports, rebuild requests), never the events themselves. */
export interface JobQueue {
  /**
   * Returns the id to pass to status(): `name:n` in both adapters, so any process can find the job's queue. It is not
   * the `jobId` option, which only deduplicates. Data and results travel as JSON. Names may not contain ':'.
   */
  enqueue<T>(name: string, data: T, options?: EnqueueOptions): Promise<string>;
  /** Runs handlers for jobs of `name`; a throw is retried with exponential backoff until attempts run out, then the job is failed. */
  process<T>(
    name: string,
    handler: (job: QueuedJob<T>) => Promise<unknown>,
    options?: { concurrency?: number },
  ): Promise<QueueWorker>;
  status(id: string): Promise<JobStatus>;
  /** The jobs of `name` by where they are (see QueueCounts); a name never used counts none. */
  counts(name: string): Promise<QueueCounts>;
  /**
   * Queues a job of `name` with `data` every `everyMs`, under `schedulerId` (one per id and name). A new scheduler
   * queues its first job at once; scheduling an id again changes its period and data from its next job on, without
   * an extra one. Each scheduled job is tried once: the next one is its retry. BullMQ keeps schedulers in Redis
   * over a restart, the in-process queue does not, so whoever schedules schedules again when it starts.
   */
  schedule<T>(name: string, schedulerId: string, everyMs: number, data: T): Promise<void>;
  /** Stops a scheduler (a job it already queued still runs); an unknown id is no error. */
  unschedule(name: string, schedulerId: string): Promise<void>;
  /**
   * Names the jobs the queue holds as one lot, the same for every process that shares it: it changes when the queue
   * lost them all (a Redis back empty), so work queued under another generation is gone.
   */
  generation(): Promise<string>;
  /** Stops every worker (waiting for running handlers) and timer, and closes connections; safe to call twice. */
  close(): Promise<void>;
}

/** A lease held by one process at a time (one runner per projector). */
export interface Lock {
  /**
   * Resolves to a lease or undefined when another holder has it; rejects when the lock's store cannot be reached.
   * The lease must be renewed before ttlMs passes.
   */
  acquire(name: string, ttlMs: number): Promise<Lease | undefined>;
}

export interface Lease {
  /**
   * False when the lease was lost (expired and taken by another holder). Once the ttl has passed renew() answers
   * false even if the lock looks free: another holder may have taken and released it meanwhile. Also false when the
   * lock's store cannot be reached. Never rejects. Stop the guarded work and acquire again.
   */
  renew(): Promise<boolean>;
  /** Never rejects: a lease that cannot be released expires by itself. */
  release(): Promise<void>;
}
