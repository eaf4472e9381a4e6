import { openAdapters } from './adapters.ts';
import { buildBayline } from './app.ts';
import { runCli } from './cli.ts';
import { configFromEnv } from './config.ts';
import { claimDataFolder } from './start-guards.ts';
import { changeSupport, type SupportAction, SupportRefused, supportActions } from './support.ts';

/**
 * `npm run support -- grant|revoke EMAIL`: an operator gives a user the support role, or takes it back, through the
 * identity command. Like the seed it claims the embedded data folder first, so it is refused while Bayline runs on
 * it; with Redis (a distributed set-up) nothing is claimed and the running services see the event as any other.
 */
async function main() {
  const [action, email, ...rest] = process.argv.slice(2);
  if (!supportActions.includes(action as SupportAction) || !email || rest.length > 0) {
    console.error(`Usage: npm run support -- <${supportActions.join('|')}> EMAIL`);
    process.exit(2);
  }
  const config = { ...configFromEnv(), role: 'all' as const };
  if (!config.redisUrl) claimDataFolder(config.dataDir);
  const adapters = await openAdapters(config);
  const bayline = await buildBayline(config, adapters);
  // The user is found in the identity read model: bring it up to date first, and again after the change.
  await bayline.startProjections();
  await bayline.runner!.caughtUp(undefined, 30 * 60_000);
  try {
    console.log(`[support] ${await changeSupport(bayline.commandDeps, action as SupportAction, email)}`);
    await bayline.runner!.caughtUp(undefined, 60_000);
  } finally {
    await bayline.close();
    await adapters.close();
  }
  process.exit(0);
}

runCli('support', main, [SupportRefused]);
