import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { keptSecret, openAdapters } from './adapters.ts';
import { buildBayline } from './app.ts';
import { configFromEnv } from './config.ts';
import { demoOwner } from './seed/demo-shop.ts';
import { seedIfEmpty } from './seed/seed.ts';

/** Starts Bayline: by default everything in one process on the embedded stores, seeding the demo shop once. */
async function main() {
  const config = configFromEnv();
  const started = Date.now();
  const say = (line: string) => console.log(`[bayline] ${line}`);
  const adapters = await openAdapters(config);
  const bayline = await buildBayline(config, adapters, { adminToken: keptSecret(config.dataDir, 'admin-token') });
  if (config.seed && (config.role === 'all' || config.role === 'command')) {
    const seeded = await seedIfEmpty(adapters.store, bayline.commandDeps, {
      jobsPerLocation: Number(process.env.BAYLINE_SEED_JOBS ?? 450),
      years: 2,
      log: say,
    });
    if (seeded && bayline.runner) {
      say('  projecting read models...');
      await bayline.startProjections();
      await bayline.runner.caughtUp();
      say(`Demo shop ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
  // Without a seed the projectors start here and catch up while the server already answers.
  await bayline.startProjections();
  await bayline.app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const { port } = bayline.app.server.address() as AddressInfo;
  say(`Bayline (${config.role}) is running at http://${shown}:${port}/`);
  say(`Data folder: ${join(config.dataDir)}`);
  if (config.seed) say(`Sign in as ${demoOwner.email} / ${demoOwner.password}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: stopping`);
    await bayline.close();
    await adapters.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
