/** How far a running rebuild is: the log position its fresh collections have reached, and the head it goes to. */
export interface RebuildProgress {
  position: number;
  head: number;
  /** When it began (ISO instant). */
  startedAt: string;
  /** Time left at the pace so far; null before its first page. */
  remainingMs: number | null;
}

/** How the last rebuild this runner ran ended. */
export interface RebuildOutcome {
  outcome: 'completed' | 'cancelled' | 'failed';
  finishedAt: string;
  tookMs: number;
  /** Why it failed (its message only). */
  error?: string;
}

/**
 * Time left, at the pace so far: the log from position 0 to `position` took `elapsedMs`, so the rest to `head`
 * takes its share. Positions stand for the work (EventStoreDB's are log offsets: bytes, which is what is read).
 */
export function remainingMs(position: number, head: number, elapsedMs: number): number | null {
  if (position <= 0 || elapsedMs < 0) return null;
  if (position >= head) return 0;
  return Math.round((elapsedMs * (head - position)) / position);
}

/** A rebuild that support cancelled: the fresh collections are dropped, the old read model goes on serving. */
export class RebuildCancelled extends Error {
  constructor(projector: string) {
    super(`the rebuild of ${projector} was cancelled`);
    this.name = 'RebuildCancelled';
  }
}
