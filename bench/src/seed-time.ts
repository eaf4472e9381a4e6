import { parseArgs } from 'node:util';
import { seedIfEmpty } from '@bayline/server';
import { startBayline } from './bayline.ts';

/** How long the demo seed takes on a fresh data folder: writing the events, then projecting them all. */
const { values } = parseArgs({
  options: {
    'jobs-per-location': { type: 'string', default: '700' },
    years: { type: 'string', default: '2' },
  },
});
const jobsPerLocation = Number(values['jobs-per-location']);
const years = Number(values.years);
if (!Number.isInteger(jobsPerLocation) || jobsPerLocation < 1)
  throw new Error('--jobs-per-location must be a whole number above 0');
if (!Number.isInteger(years) || years < 1) throw new Error('--years must be a whole number above 0');
const catchUpTimeoutMs = 30 * 60_000;

const say = (line: string) => console.log(`[seed-time] ${line}`);
const seconds = (from: number, to: number) => (to - from) / 1000;

async function main() {
  const server = await startBayline();
  try {
    say(`data folder ${server.dataDir}; ${jobsPerLocation} jobs per location over ${years} years`);
    const t0 = performance.now();
    await seedIfEmpty(server.adapters.store, server.bayline.commandDeps, { jobsPerLocation, years, log: say });
    const t1 = performance.now();
    const events = await server.adapters.store.headPosition();
    await server.bayline.startProjections();
    await server.runner.caughtUp(events, catchUpTimeoutMs);
    const t2 = performance.now();
    const total = seconds(t0, t2);
    console.log('');
    console.log(`events written:      ${events}`);
    console.log(
      `seeding (appends):   ${seconds(t0, t1).toFixed(1)} s (${Math.round(events / seconds(t0, t1))} events/s)`,
    );
    console.log(
      `projection catch-up: ${seconds(t1, t2).toFixed(1)} s (${Math.round(events / seconds(t1, t2))} events/s)`,
    );
    console.log(`total:               ${total.toFixed(1)} s (${Math.round(events / total)} events/s)`);
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
