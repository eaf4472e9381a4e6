import { resolve } from 'node:path';
import { restoreBackup } from './backup.ts';
import { runCli } from './cli.ts';
import { configFromEnv } from './config.ts';

/**
 * `npm run restore -- DIR [--replace]`: puts the backup in DIR into the data folder (BAYLINE_DATA_DIR) and
 * verifies it (see restoreBackup). Exits 1 when refused, or when the verification finds a difference.
 */
async function main() {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const [folder, ...rest] = args.filter((arg) => arg !== '--replace');
  if (!folder || rest.length > 0) {
    console.error('Usage: npm run restore -- DIR [--replace]');
    process.exit(2);
  }
  // npm runs this from the server's folder: DIR is read from where npm was started.
  const verified = await restoreBackup(
    configFromEnv(),
    resolve(process.env.INIT_CWD ?? process.cwd(), folder),
    { replace },
    (line) => console.log(`[restore] ${line}`),
  );
  process.exit(verified.mismatches === 0 && verified.missingFiles.length === 0 ? 0 : 1);
}

runCli('restore', main);
