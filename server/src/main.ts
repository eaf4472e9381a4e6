import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Adapters, keptSecret, openAdapters } from './adapters.ts';
import { type Bayline, buildBayline } from './app.ts';
import { configFromEnv } from './config.ts';
import { demoOwner } from './seed/demo-shop.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { seedOnce } from './seed/seed-once.ts';
import { checkPortFree, claimDataFolder, portTakenMessage, StartRefused } from './start-guards.ts';

/** Past this, a stop that hangs (a stuck request or store) gives up; below docker-compose.yml's stop_grace_period. */
const stopTimeoutMs = 10_000;
/**
 * A signal this soon after the first is the same stop: Ctrl-C reaches the whole terminal group, so the server
 * gets it from the terminal and again from each npm that runs it (npm forwards SIGINT and SIGTERM to its script).
 */
const sameStopMs = 1_000;

/** Starts Bayline: by default everything in one process on the embedded stores, seeding the demo shop once. */
async function main() {
  const config = configFromEnv();
  const started = Date.now();
  const say = (line: string) => console.log(`[bayline] ${line}`);
  // Both refusals come before any store is opened or anything seeded.
  await checkPortFree(config.port, config.host);
  if (!config.redisUrl) claimDataFolder(config.dataDir);
  const adapters = await openAdapters(config);
  const bayline = await buildBayline(config, adapters, {
    adminToken: config.adminToken ?? keptSecret(config.dataDir, 'admin-token'),
    starting: true,
    // Nothing acknowledged is lost (the events are on disk): end, and let the supervisor start Bayline again.
    onProjectionsExit: (code, error) => {
      console.error(`[bayline] the projection thread stopped (exit code ${code})`, error ?? '');
      process.exit(1);
    },
  });
  stopOnSignals(bayline, adapters, say);
  // Listening before seeding: health checks and clients get 503 until ready.
  await bayline.app.listen({ port: config.port, host: config.host }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE' ? new StartRefused(portTakenMessage(config.port, config.host)) : error;
  });
  if (config.seed && (config.role === 'all' || config.role === 'command')) {
    bayline.readiness.startingBecause('Bayline is seeding the demo shop');
    const seeded = await seedOnce(
      adapters.lock,
      () =>
        seedIfEmpty(adapters.store, bayline.commandDeps, {
          jobsPerLocation: Number(process.env.BAYLINE_SEED_JOBS ?? 450),
          years: 2,
          log: say,
        }),
      {
        log: say,
        onWait: () => {
          say('Another instance is seeding the demo shop: waiting for it');
          bayline.readiness.startingBecause('Another Bayline instance is seeding the demo shop');
        },
      },
    );
    if (seeded && bayline.runner) {
      say('  projecting read models...');
      await bayline.startProjections();
      await bayline.runner.caughtUp();
      say(`Demo shop ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
  // Without a seed the projectors start here and catch up while the server already answers.
  await bayline.startProjections();
  bayline.readiness.ready();
  const shown = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const { port } = bayline.app.server.address() as AddressInfo;
  say(`Bayline (${config.role}) is running at http://${shown}:${port}/`);
  say(`Data folder: ${join(config.dataDir)}`);
  if (config.seed) say(`Sign in as ${demoOwner.email} / ${demoOwner.password}`);
}

/**
 * SIGTERM or SIGINT stops gracefully: no new connections, requests in flight finish, projectors end their batch,
 * queue workers their jobs, then the stores close. A second signal (past sameStopMs), or a stop longer than
 * stopTimeoutMs, exits at once.
 */
function stopOnSignals(bayline: Bayline, adapters: Adapters, say: (line: string) => void) {
  let stoppingSince: number | undefined;
  const stop = (signal: string) => {
    if (stoppingSince !== undefined) {
      if (Date.now() - stoppingSince < sameStopMs) return;
      say(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    say(`${signal}: stopping (send it again to exit at once)`);
    setTimeout(() => {
      say(`still stopping after ${stopTimeoutMs / 1000} s: exiting`);
      process.exit(1);
    }, stopTimeoutMs).unref();
    // Node closes idle keep-alive connections once, as closing starts; one whose request ends later (or a live
    // stream the hub ended) would hold the stop until its keep-alive timeout, so close those as they go idle too.
    setInterval(() => bayline.app.server.closeIdleConnections(), 100).unref();
    bayline
      .close()
      .then(() => adapters.close())
      .then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof StartRefused) console.error(`[bayline] ${error.message}`);
  else console.error(error);
  process.exit(1);
});
