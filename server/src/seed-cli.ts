import { parseArgs } from 'node:util';
import { openAdapters } from './adapters.ts';
import { buildBayline } from './app.ts';
import { configFromEnv } from './config.ts';
import { seedIfEmpty } from './seed/seed.ts';

/** `npm run seed -- --jobs N --years Y`: a larger history on an empty data folder, for benchmarks. */
async function main() {
  const { values } = parseArgs({
    options: { jobs: { type: 'string', default: '2100' }, years: { type: 'string', default: '2' } },
  });
  const jobs = Number(values.jobs);
  const years = Number(values.years);
  if (!Number.isInteger(jobs) || jobs < 3 || !(years > 0))
    throw new Error('--jobs must be a whole number ≥ 3 and --years above 0');
  const config = { ...configFromEnv(), role: 'all' as const };
  // Nothing else uses the store yet: appends need not wait for the disk one by one (it is flushed at the end).
  const adapters = await openAdapters(config, { bulkLoad: true });
  const bayline = await buildBayline(config, adapters);
  const started = Date.now();
  const say = (line: string) => console.log(`[seed] ${line}`);
  const seeded = await seedIfEmpty(adapters.store, bayline.commandDeps, {
    jobsPerLocation: Math.ceil(jobs / 3),
    years,
    log: say,
  });
  if (!seeded) {
    say(`${config.dataDir} already holds events: choose an empty BAYLINE_DATA_DIR`);
  } else {
    const appended = Date.now();
    say('projecting read models...');
    await bayline.startProjections();
    await bayline.runner!.caughtUp(undefined, 30 * 60_000);
    const head = await adapters.store.headPosition();
    const seconds = (Date.now() - started) / 1000;
    const split = `appends ${((appended - started) / 1000).toFixed(1)} s, projecting ${((Date.now() - appended) / 1000).toFixed(1)} s`;
    say(
      `${head} events in ${seconds.toFixed(1)} s (${Math.round(head / seconds)} events/s; ${split}) into ${config.dataDir}`,
    );
  }
  await bayline.close();
  await adapters.close();
  process.exit(seeded ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
