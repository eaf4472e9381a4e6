import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminTokenHeader } from '@bayline/platform/http';
import { projectors, requestRebuild } from '@bayline/projection-service';
import { openAdapters } from './adapters.ts';
import { buildBayline } from './app.ts';
import { runCli } from './cli.ts';
import { configFromEnv } from './config.ts';
import { progressBar } from './progress.ts';
import { claimDataFolder } from './start-guards.ts';

/**
 * `npm run rebuild -- <projector|all>`: replays the log into fresh collections and swaps them in when caught up.
 * Only a projector's leader rebuilds it: with Bayline running, the request goes to it (its read models stay live
 * meanwhile); otherwise this process leads and does it.
 */
async function main() {
  const name = process.argv[2];
  const names = projectors.map((p) => p.name);
  if (!name || (name !== 'all' && !names.includes(name))) {
    console.error(`Usage: npm run rebuild -- <${[...names, 'all'].join('|')}>`);
    process.exit(2);
  }
  const config = configFromEnv();
  const asked = name === 'all' ? names : [name];
  const show = progressBar(asked);

  const token = (() => {
    if (config.adminToken) return config.adminToken;
    try {
      return readFileSync(join(config.dataDir, 'admin-token'), 'utf8').trim();
    } catch {
      return undefined;
    }
  })();
  const running = token
    ? await fetch(`http://127.0.0.1:${config.port}/admin/rebuild/${name}`, {
        method: 'POST',
        headers: { [adminTokenHeader]: token },
      }).catch(() => undefined)
    : undefined;
  if (running?.ok && running.body) {
    console.log(`Rebuilding ${name} in the running Bayline on port ${config.port}`);
    const decoder = new TextDecoder();
    let buffered = '';
    let outcome = '';
    for await (const chunk of running.body) {
      buffered += decoder.decode(chunk as Uint8Array, { stream: true });
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const [projector = '', percent] = line.split(' ');
        if (['done', 'failed', 'cancelled'].includes(projector)) outcome = line;
        else show(projector, Number(percent));
      }
    }
    console.log(`\n${outcome}`);
    process.exit(outcome === 'done' ? 0 : 1);
  }

  console.log(`No Bayline answers on port ${config.port}: rebuilding ${name} here`);
  if (!config.redisUrl) claimDataFolder(config.dataDir);
  const adapters = await openAdapters(config);
  const bayline = await buildBayline({ ...config, role: 'projection' }, adapters);
  await bayline.startProjections();
  // Asked all at once, so that they replay the log once.
  await Promise.all(
    asked.map((projector) => requestRebuild(adapters.queue, projector, (percent) => show(projector, percent))),
  );
  console.log('\ndone');
  await bayline.close();
  await adapters.close();
  process.exit(0);
}

runCli('rebuild', main);
