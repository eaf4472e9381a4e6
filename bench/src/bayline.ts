import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBayline, configFromEnv, openAdapters } from '@bayline/server';

/** Bayline in this process on the embedded adapters, in a fresh temporary data folder. */
export async function startBayline() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bayline-bench-'));
  const config = configFromEnv({ BAYLINE_DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn' });
  const adapters = await openAdapters(config);
  const bayline = await buildBayline(config, adapters);
  if (!bayline.runner) throw new Error('The bench needs the projection runner in process (role all)');
  return {
    dataDir,
    adapters,
    bayline,
    runner: bayline.runner,
    /** Closes the server, the runner and the stores, then deletes the data folder. */
    async stop() {
      await bayline.close();
      await adapters.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
