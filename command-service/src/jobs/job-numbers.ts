import type { JobNumberEvent } from '@bayline/contracts';
import { type Aggregate, type CommandContext, type ExecuteDeps, execute } from '../shared/command.ts';

/** The first number a location hands out. */
export const firstJobNumber = 1001;

/** Numbers a process reserves at once: one append per block of creates instead of one per create. */
export const jobNumberBlockSize = 100;

export const jobNumberStream = (locationShortName: string) => `jobnumbers-${locationShortName}`;

/** The first number no process has been given: past every block reserved and every number assigned alone (older stores). */
const nextUnreserved: Aggregate<number, JobNumberEvent> = {
  initial: () => firstJobNumber,
  evolve(next, event) {
    switch (event.type) {
      case 'JobNumbersReserved':
        return Math.max(next, event.data.to + 1);
      case 'JobNumberAssigned':
        return Math.max(next, event.data.jobAdminInt + 1);
      default:
        event satisfies never;
        return next;
    }
  },
};

/**
 * Job numbers per location, handed out by this process from blocks it reserves on the location's number stream.
 * A block is appended with the version the process saw, so two processes never hold the same block; numbers left
 * in a block when the process stops are never handed out (a gap, never a duplicate). Within one process numbers
 * follow each other, as the next block starts where the last ended unless another process reserved in between.
 */
export function jobNumbers(deps: ExecuteDeps, blockSize = jobNumberBlockSize) {
  const blocks = new Map<string, { next: number; last: number }>();
  // One reservation at a time per location: creates that find the block used up all wait for the same one.
  const reserving = new Map<string, Promise<void>>();

  function reserve(ctx: CommandContext): Promise<void> {
    const location = ctx.locationShortName;
    let pending = reserving.get(location);
    if (!pending) {
      pending = execute(
        deps,
        jobNumberStream(location),
        nextUnreserved,
        (from): JobNumberEvent[] => [{ type: 'JobNumbersReserved', data: { from, to: from + blockSize - 1 } }],
        ctx,
      )
        .then(({ state }) => {
          // The block just reserved ends where the next unreserved number begins.
          blocks.set(location, { next: state - blockSize, last: state - 1 });
        })
        .finally(() => reserving.delete(location));
      reserving.set(location, pending);
    }
    return pending;
  }

  return {
    /** The next number for a job at the context's location: taken from the block held, reserving one when it is used up. */
    async take(ctx: CommandContext): Promise<number> {
      for (;;) {
        const block = blocks.get(ctx.locationShortName);
        if (block && block.next <= block.last) return block.next++;
        await reserve(ctx);
      }
    },
  };
}

export type JobNumbers = ReturnType<typeof jobNumbers>;
