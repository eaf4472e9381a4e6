import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { apiClient, send } from './client.ts';
import { measureCreates, type Shop } from './load.ts';
import { loadAverage } from './machine.ts';
import { runProgram } from './program.ts';
import { cpuSecondsOf, freePort, memoryOf, type RunningBayline, repoRoot } from './server.ts';

/**
 * What this machine and this load generator allow at most: a bare Fastify process (no hooks, no store, no
 * validation) answering the create-job path with the body it got, driven exactly as the create phase drives
 * Bayline. Bayline's create cannot go faster than this; the target is read against it.
 */
const bareServer = `
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
let position = 0;
const app = Fastify();
app.get('/health', async () => ({ status: 'ok' }));
app.post('/api/production/v1/jobadmins', async (request, reply) => {
  reply.header('x-bayline-position', String(++position));
  return { jobAdmin: { jobAdminId: randomUUID(), ...request.body } };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** A create-job body of the bench's usual size and shape (the bare server checks nothing). */
const body = (n: number) => ({
  clientName: `Avery Nguyen ${n}`,
  clientCellular: '(510) 555-0142',
  vehicleYear: 2021,
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  vehicleColor: 'Silver',
  jobClassShortName: 'LIGHT',
  groupShortName: 'A',
  scheduledIn: '2026-12-01',
  scheduledOut: '2026-12-04',
  roNumber: `RO-${n}`,
});

async function main() {
  const { values } = parseArgs({
    options: { seconds: { type: 'string', default: '10' }, concurrency: { type: 'string', default: '1,16,64' } },
  });
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', bareServer], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  const pid = child.pid!;
  const url = `http://127.0.0.1:${port}`;
  while ((await send(url, 'GET', '/health').catch(() => undefined))?.status !== 200)
    await new Promise((r) => setTimeout(r, 25));
  const server = { cpuSeconds: () => cpuSecondsOf(pid), memory: () => memoryOf(pid) } as RunningBayline;
  let serial = 0;
  const shop: Shop = { api: apiClient(url, ''), location: 'BARE', nextBody: () => body(serial++) };
  console.log(`[ceiling] bare Fastify at ${url}; 1-minute load average ${loadAverage()}`);
  try {
    await measureCreates(shop, server, { concurrency: 8, seconds: 2 });
    for (const concurrency of values.concurrency.split(',').map(Number)) {
      const r = await measureCreates(shop, server, { concurrency, seconds: Number(values.seconds) });
      console.log(
        `[ceiling] concurrency ${concurrency}: ${r.commandsPerSecond}/s, p50 ${r.latency.p50} p99 ${r.latency.p99} ms, ` +
          `${r.errors} errors; CPU server ${r.serverCpuPercent}% load generator ${r.benchCpuPercent}%`,
      );
    }
  } finally {
    child.kill('SIGTERM');
  }
  console.log(`[ceiling] 1-minute load average at the end ${loadAverage()}`);
}

runProgram(main);
