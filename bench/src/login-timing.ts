import { parseArgs } from 'node:util';
import { identityCommands } from '@bayline/command-service';
import { startLocalBayline } from '@bayline/server';
import { runProgram } from './program.ts';
import { summarize } from './stats.ts';

/**
 * How long a refused sign-in takes for a known e-mail (wrong password) and for an unknown one: the two must not
 * tell apart whether an account exists. Each attempt is on its own account from its own address (behind a
 * trusted proxy), so throttling never answers instead; the two kinds alternate so both see the same load.
 */
const { values } = parseArgs({ options: { attempts: { type: 'string', default: '200' } } });
const attempts = Number(values.attempts);
if (!Number.isInteger(attempts) || attempts < 1) throw new Error('--attempts must be a whole number above 0');

async function main() {
  const server = await startLocalBayline({ jobsPerLocation: 2, env: { BAYLINE_TRUST_PROXY: 'true' } });
  try {
    const identity = identityCommands(server.bayline.commandDeps);
    const ctx = { userId: 'bench', locationShortName: 'BAYVIEW', now: new Date(), correlationId: 'bench' };
    for (let i = 0; i < attempts; i++)
      await identity.register(ctx, {
        email: `known${i}@bayline.test`,
        password: 'the-password',
        firstName: 'Known',
        lastName: String(i),
        roles: [],
        locationShortNames: ['BAYVIEW'],
        mfaMethod: 'None',
      });
    await server.bayline.runner!.caughtUp();
    const timed = async (email: string, n: number) => {
      const started = performance.now();
      const answer = await fetch(`${server.url}/api/identity/v1/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      });
      await answer.arrayBuffer();
      if (answer.status !== 401) throw new Error(`${email}: answered ${answer.status}`);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < attempts; i++) {
      known.push(await timed(`known${i}@bayline.test`, 2 * i));
      unknown.push(await timed(`nobody${i}@bayline.test`, 2 * i + 1));
    }
    const [k, u] = [summarize(known), summarize(unknown)];
    console.log(`refused sign-ins, ${attempts} each, ms:  mean    p50    p95    max`);
    for (const [name, s] of [
      ['known e-mail, wrong password', k],
      ['unknown e-mail              ', u],
    ] as const)
      console.log(`  ${name} ${[s.mean, s.p50, s.p95, s.max].map((n) => n.toFixed(1).padStart(6)).join(' ')}`);
    console.log(
      `  difference of medians: ${(u.p50 - k.p50).toFixed(1)} ms (${((100 * (u.p50 - k.p50)) / k.p50).toFixed(1)}%)`,
    );
  } finally {
    await server.close();
  }
}

runProgram(main);
