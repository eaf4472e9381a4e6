import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TextRetries } from '@bayline/command-service';
import { openAdapters } from './adapters.ts';
import { buildBayline } from './app.ts';
import { configFromEnv } from './config.ts';
import { seedIfEmpty } from './seed/seed.ts';

/**
 * A seeded Bayline in this process on the embedded adapters, in a fresh temporary data folder, listening on a
 * free port of 127.0.0.1: what tests and benchmarks run against. `timings` tells how long seeding and
 * projecting took. `env` adds settings (e.g. BAYLINE_TRUST_PROXY); `now` is the app's clock (the seed's history
 * runs up to its today).
 */
export async function startLocalBayline(
  options: {
    jobsPerLocation?: number;
    years?: number;
    dataDir?: string;
    log?: (line: string) => void;
    /** Serves the admin endpoints with this token, as `npm start` does with the one it keeps. */
    adminToken?: string;
    env?: Record<string, string>;
    now?: () => Date;
    /** How often a text is tried and the first wait between tries. */
    textRetries?: TextRetries;
    /** The clock staff notices are decided by. */
    noticeClock?: () => Date;
    /** How long a try at an account's password waits after failures on it. */
    signInSlowdown?: (failures: number) => number;
    /** Bytes one zip download may carry. */
    maxZipBytes?: number;
  } = {},
) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'bayline-local-'));
  const config = configFromEnv({ ...options.env, BAYLINE_DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
  const adapters = await openAdapters(config);
  const bayline = await buildBayline(config, adapters, {
    adminToken: options.adminToken,
    now: options.now,
    textRetries: options.textRetries,
    noticeClock: options.noticeClock,
    signInSlowdown: options.signInSlowdown,
    maxZipBytes: options.maxZipBytes,
  });
  const started = performance.now();
  await seedIfEmpty(adapters.store, bayline.commandDeps, {
    jobsPerLocation: options.jobsPerLocation ?? 12,
    years: options.years ?? 0.1,
    log: options.log,
  });
  const seeded = performance.now();
  await bayline.startProjections();
  await bayline.runner!.caughtUp(undefined, 30 * 60_000);
  const projected = performance.now();
  await bayline.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = bayline.app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    bayline,
    adapters,
    timings: { seedMs: seeded - started, projectMs: projected - seeded },
    async close({ keepData = false } = {}) {
      await bayline.close();
      await adapters.close();
      if (!keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type LocalBayline = Awaited<ReturnType<typeof startLocalBayline>>;
