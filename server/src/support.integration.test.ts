import { rmSync } from 'node:fs';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startLocalBayline } from './local.ts';
import { claimDataFolder } from './start-guards.ts';
import { changeSupport, SupportRefused } from './support.ts';
import { signedIn } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';
import { runCommand } from './testing/processes.ts';

const production = '/api/production/v1';
/** Support only (spec 2): the Messaging Module's switch and SMS phone. */
const switchMessaging = `${production}/Locations/enableMessaging?isEnabled=true&phoneNumber=5105550100`;

/** A command's process starts the whole app through tsx: slow on a busy machine. */
const cliTimeout = 300_000;

/** Runs `npm run support --` as the operator does, on a data folder. */
const supportCli = (dataDir: string, ...args: string[]) => runCommand('support-cli', dataDir, ...args);

describe('the support user and the operators’ support command', () => {
  const { bayline: local } = localShop({ jobsPerLocation: 2 });
  const caughtUp = () => local.bayline.runner!.caughtUp();
  const statusOf = async (email: string) => (await (await signedIn(local.url, email)).post(switchMessaging)).status;

  it('seeds support@bayline.test with the demo password: it switches messaging on, which the owner may not', async () => {
    expect(await statusOf('support@bayline.test')).toBe(200);
    expect(await statusOf('demo@bayline.test')).toBe(403);
  });

  it('grants the support role, then revokes it, each once', async () => {
    const deps = local.bayline.commandDeps;
    expect(await statusOf('manager@bayline.test')).toBe(403);
    expect(await changeSupport(deps, 'grant', 'Manager@bayline.test')).toBe(
      'manager@bayline.test is now a support user',
    );
    await caughtUp();
    expect(await statusOf('manager@bayline.test')).toBe(200);
    expect(await changeSupport(deps, 'grant', 'manager@bayline.test')).toBe(
      'manager@bayline.test is a support user already',
    );
    expect(await changeSupport(deps, 'revoke', 'manager@bayline.test')).toBe(
      'manager@bayline.test is no longer a support user',
    );
    await caughtUp();
    expect(await statusOf('manager@bayline.test')).toBe(403);
    expect(await changeSupport(deps, 'revoke', 'manager@bayline.test')).toBe(
      'manager@bayline.test is not a support user',
    );
  });

  it('refuses an e-mail no user has, and appends nothing', async () => {
    const head = await local.adapters.store.headPosition();
    await expect(changeSupport(local.bayline.commandDeps, 'grant', 'nobody@bayline.test')).rejects.toThrow(
      new SupportRefused('No user has the e-mail nobody@bayline.test: nothing was changed'),
    );
    expect(await local.adapters.store.headPosition()).toBe(head);
  });

  it(
    'as a command: says how to use it, and refuses while Bayline runs on the data folder',
    async () => {
      const usage = await supportCli(local.dataDir, 'promote', 'manager@bayline.test');
      expect(usage).toEqual({ code: 2, output: 'Usage: npm run support -- <grant|revoke> EMAIL\n' });
      // This process stands for the running Bayline: it holds the folder's claim as `npm start` does.
      const claim = claimDataFolder(local.dataDir);
      try {
        const refused = await supportCli(local.dataDir, 'grant', 'manager@bayline.test');
        expect(refused.code).toBe(1);
        expect(refused.output).toContain(`[support] Another Bayline (process ${process.pid}) is using the data folder`);
      } finally {
        claim.release();
      }
    },
    cliTimeout,
  );
});

describe('the support command on a stopped Bayline’s data folder', () => {
  it(
    'grants the role through the command, and refuses an unknown e-mail',
    async () => {
      const local = await startLocalBayline({ jobsPerLocation: 2 });
      await local.close({ keepData: true });
      onTestFinished(() => rmSync(local.dataDir, { recursive: true, force: true }));
      const granted = await supportCli(local.dataDir, 'grant', 'viewer@bayline.test');
      expect(granted).toMatchObject({
        code: 0,
        output: expect.stringContaining('viewer@bayline.test is now a support user'),
      });
      const unknown = await supportCli(local.dataDir, 'revoke', 'nobody@bayline.test');
      expect(unknown.code).toBe(1);
      expect(unknown.output).toContain('[support] No user has the e-mail nobody@bayline.test: nothing was changed');
    },
    cliTimeout,
  );
});
