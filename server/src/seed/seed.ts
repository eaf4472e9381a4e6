import type { CommandDeps } from '@bayline/command-service';
import type { EventStore } from '@bayline/platform/event-store/port';
import { seedAppointments } from './appointments.ts';
import { seedDemoShop, seedEstimates } from './demo-shop.ts';
import { seedHistory } from './history.ts';
import { seedSavedReports } from './saved-reports.ts';

export interface SeedOptions {
  jobsPerLocation: number;
  years: number;
  log?: (line: string) => void;
}

/** Seeds the demo company on an empty event store; does nothing when anything was ever written. */
export async function seedIfEmpty(store: EventStore, deps: CommandDeps, options: SeedOptions): Promise<boolean> {
  if ((await store.headPosition()) > 0) return false;
  const log = options.log ?? (() => {});
  // The history runs up to the app's today.
  const now = deps.now();
  const start = new Date(now.getTime() - (options.years * 365 + 14) * 86_400_000);
  log('Seeding the demo shop: locations, departments, job classes, badges, groups, assignees, users');
  await seedDemoShop(deps, start);
  log('Seeding saved reports and dashboard charts');
  await seedSavedReports(deps, start);
  let lastShown = -1;
  await seedHistory(deps, {
    jobsPerLocation: options.jobsPerLocation,
    years: options.years,
    now,
    onProgress: (done, total) => {
      // No history asked for (BAYLINE_SEED_JOBS=0) is all of it.
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      if (percent >= lastShown + 10 || done === total) {
        lastShown = percent;
        log(`  job history: ${done}/${total} jobs (${percent}%)`);
      }
    },
  });
  log('Seeding estimates waiting to be linked');
  await seedEstimates(deps, now);
  log('Seeding the appointments of the next fortnight');
  await seedAppointments(deps, now);
  return true;
}
