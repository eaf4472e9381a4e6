import { parseArgs } from 'node:util';
import { startLocalBayline } from '@bayline/server';
import { runProgram } from './program.ts';

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

const say = (line: string) => console.log(`[seed-time] ${line}`);

async function main() {
  say(`${jobsPerLocation} jobs per location over ${years} years`);
  const server = await startLocalBayline({ jobsPerLocation, years, log: say });
  try {
    const events = await server.adapters.store.headPosition();
    const seed = server.timings.seedMs / 1000;
    const project = server.timings.projectMs / 1000;
    const total = seed + project;
    console.log('');
    console.log(`events written:      ${events}`);
    console.log(`seeding (appends):   ${seed.toFixed(1)} s (${Math.round(events / seed)} events/s)`);
    console.log(`projection catch-up: ${project.toFixed(1)} s (${Math.round(events / project)} events/s)`);
    console.log(`total:               ${total.toFixed(1)} s (${Math.round(events / total)} events/s)`);
  } finally {
    await server.close();
  }
}

runProgram(main);
