import { parseArgs } from 'node:util';
import { maxListRows } from '@bayline/contracts';
import { demoOwner, startLocalBayline } from '@bayline/server';
import { isOk, positionOf, type Reply, signIn } from './client.ts';
import { runProgram } from './program.ts';
import { summarize } from './stats.ts';

/**
 * How long a whole settings list takes to save: `PUT /api/production/v1/contacts` with `--rows` assignees
 * (default the most a list takes, 500) over HTTP against a local Bayline, in the four shapes a save can have.
 */
const { values } = parseArgs({
  options: { rows: { type: 'string', default: String(maxListRows) }, rounds: { type: 'string', default: '5' } },
});
const rows = Number(values.rows);
const rounds = Number(values.rounds);
if (!Number.isInteger(rows) || rows < 1 || rows > maxListRows)
  throw new Error(`--rows must be a whole number from 1 to ${maxListRows}`);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number above 0');

const path = '/api/production/v1/contacts';
type Contact = { contactId: string; name: string; cellular: string; contactTypeName: string };
const newList = (round: number): Contact[] =>
  Array.from({ length: rows }, (_, i) => ({
    contactId: '',
    name: `Tech ${round}-${i}`,
    cellular: `510555${String(i).padStart(4, '0')}`,
    contactTypeName: 'Tech',
  }));

async function main() {
  const server = await startLocalBayline({ jobsPerLocation: 4, years: 1 });
  try {
    const api = await signIn(server.url, demoOwner);
    const put = async (body: Contact[]) => {
      const started = performance.now();
      const reply: Reply = await api.call('PUT', path, { body });
      const ms = performance.now() - started;
      if (!isOk(reply)) throw new Error(`PUT contacts answered ${reply.status} ${JSON.stringify(reply.body)}`);
      // Each save is read back at its position, so the next one starts with the projectors caught up.
      const written = Number(reply.headers['x-bayline-position']);
      if (written > 0) await api.call('GET', path, { position: positionOf(reply) });
      return { ms, saved: reply.body as Contact[] };
    };
    const shapes = { replaced: [] as number[], changed: [] as number[], unchanged: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      // All rows new, and the previous round's rows removed: 2 × rows events.
      const { ms, saved } = await put(newList(round));
      shapes.replaced.push(ms);
      // Every row renamed: rows events.
      const renamed = saved.map((c) => ({ ...c, name: `${c.name}*` }));
      shapes.changed.push((await put(renamed)).ms);
      // Nothing differs: nothing appended.
      shapes.unchanged.push((await put(renamed)).ms);
    }
    console.log(`PUT ${path} with ${rows} rows, ${rounds} rounds (ms, request sent to answer read)`);
    console.log('shape      events       p50      max');
    for (const [shape, samples] of Object.entries(shapes)) {
      const s = summarize(samples);
      const events = shape === 'replaced' ? `≤${2 * rows}` : shape === 'changed' ? String(rows) : '0';
      console.log(
        `${shape.padEnd(10)} ${events.padStart(6)} ${s.p50.toFixed(1).padStart(9)} ${s.max.toFixed(1).padStart(8)}`,
      );
    }
  } finally {
    await server.close();
  }
}

runProgram(main);
