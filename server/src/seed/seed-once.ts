import { setTimeout as sleep } from 'node:timers/promises';
import type { Lock } from '@bayline/platform/job-queue';

export interface SeedOnceOptions {
  /** How long the lease lasts without renewal: a seeder that dies frees it after this. */
  ttlMs?: number;
  /** How often a waiting instance looks whether the lease is free again. */
  pollMs?: number;
  /** Called once when another instance holds the lease, so this one waits. */
  onWait?: () => void;
  log?: (line: string) => void;
}

/**
 * Runs `seed` under the `demo-seed` lease, so of several instances starting on one empty store exactly one seeds.
 * The others wait until the lease is free, then take it themselves: by then the store holds the seed, so their
 * `seed` (which seeds only an empty store) finds it and does nothing. Resolves with what `seed` resolved.
 */
export async function seedOnce(lock: Lock, seed: () => Promise<boolean>, options: SeedOnceOptions = {}) {
  const { ttlMs = 30_000, pollMs = 1_000 } = options;
  let waiting = false;
  for (;;) {
    const lease = await lock.acquire('demo-seed', ttlMs);
    if (lease) {
      const renewal = setInterval(() => {
        lease.renew().then(
          (kept) => kept || options.log?.('the seed lease expired while seeding (was this process paused?)'),
          (error) => options.log?.(`could not renew the seed lease: ${String(error)}`),
        );
      }, ttlMs / 3);
      try {
        return await seed();
      } finally {
        clearInterval(renewal);
        await lease.release();
      }
    }
    if (!waiting) options.onWait?.();
    waiting = true;
    await sleep(pollMs);
  }
}
