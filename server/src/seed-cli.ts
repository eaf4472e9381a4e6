import { parseArgs } from 'node:util';
import { openAdapters } from './adapters.ts';
import { buildBayline } from './app.ts';
import { runCli } from './cli.ts';
import { configFromEnv } from './config.ts';
import { seedEmptyLocation } from './seed/empty-location.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { claimDataFolder } from './start-guards.ts';

/**
 * `npm run seed -- --empty-location NAME`: adds a location with nothing set up to the data folder (seeding the
 * demo shop first when it is empty), given to the demo owner and support users.
 */
async function emptyLocation(name: string) {
  const config = { ...configFromEnv(), role: 'all' as const };
  if (!config.redisUrl) claimDataFolder(config.dataDir);
  const adapters = await openAdapters(config);
  const bayline = await buildBayline(config, adapters);
  const say = (line: string) => console.log(`[seed] ${line}`);
  const jobsPerLocation = Number(process.env.BAYLINE_SEED_JOBS ?? 450);
  await seedIfEmpty(adapters.store, bayline.commandDeps, { jobsPerLocation, years: 2, log: say });
  // The users to give it are read from the identity read model: bring it up to date first.
  await bayline.startProjections();
  await bayline.runner!.caughtUp(undefined, 30 * 60_000);
  const { shortName, givenTo } = await seedEmptyLocation(bayline.commandDeps, name);
  await bayline.runner!.caughtUp(undefined, 60_000);
  say(`opened ${shortName} (${name}), given to ${givenTo.join(', ') || 'nobody'}`);
  await bayline.close();
  await adapters.close();
}

/** `npm run seed -- --jobs N --years Y`: a larger history on an empty data folder, for benchmarks. */
async function main() {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string', default: '2100' },
      years: { type: 'string', default: '2' },
      'empty-location': { type: 'string' },
    },
  });
  if (values['empty-location'] !== undefined) {
    await emptyLocation(values['empty-location']);
    process.exit(0);
  }
  const jobs = Number(values.jobs);
  const years = Number(values.years);
  if (!Number.isInteger(jobs) || jobs < 3 || !(years > 0))
    throw new Error('--jobs must be a whole number ≥ 3 and --years above 0');
  const config = { ...configFromEnv(), role: 'all' as const };
  if (!config.redisUrl) claimDataFolder(config.dataDir);
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

runCli('seed', main);
