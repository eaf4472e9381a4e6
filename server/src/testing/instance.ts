import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAdapters } from '../adapters.ts';
import { buildBayline } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { seedIfEmpty } from '../seed/seed.ts';

/** A seeded Bayline on a fresh temporary data folder, listening on a free port of 127.0.0.1. */
export async function startTestBayline(options: { jobsPerLocation?: number; years?: number; dataDir?: string } = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'bayline-test-'));
  const config = configFromEnv({ BAYLINE_DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
  const adapters = await openAdapters(config);
  const bayline = await buildBayline(config, adapters);
  await seedIfEmpty(adapters.store, bayline.commandDeps, {
    jobsPerLocation: options.jobsPerLocation ?? 12,
    years: options.years ?? 0.1,
  });
  await bayline.startProjections();
  await bayline.runner!.caughtUp();
  await bayline.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = bayline.app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    bayline,
    adapters,
    async close({ keepData = false } = {}) {
      await bayline.close();
      await adapters.close();
      if (!keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestBayline = Awaited<ReturnType<typeof startTestBayline>>;
