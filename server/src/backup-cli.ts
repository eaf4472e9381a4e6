import { resolve } from 'node:path';
import { takeBackup } from './backup.ts';
import { runCli } from './cli.ts';
import { configFromEnv } from './config.ts';

/** `npm run backup -- DIR`: a consistent copy of the data folder, taken while Bayline runs (see takeBackup). */
async function main() {
  const [folder, ...rest] = process.argv.slice(2);
  if (!folder || rest.length > 0) {
    console.error('Usage: npm run backup -- DIR   (a new or empty folder)');
    process.exit(2);
  }
  // npm runs this from the server's folder: DIR is read from where npm was started.
  await takeBackup(configFromEnv(), resolve(process.env.INIT_CWD ?? process.cwd(), folder), (line) =>
    console.log(`[backup] ${line}`),
  );
  process.exit(0);
}

runCli('backup', main);
