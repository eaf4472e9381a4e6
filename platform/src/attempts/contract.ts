import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { AttemptCounter } from './port.ts';

const limit = { max: 3, windowMs: 60_000 };
/** Keys unique per test, so suites sharing one Redis never count each other's attempts. */
const key = (name: string) => `${name}-${randomUUID()}`;

/** Runs the AttemptCounter port's contract against one adapter; `open` gives two counters as two processes hold them. */
export function attemptCounterContract(
  name: string,
  open: () => Promise<{ one: AttemptCounter; other: AttemptCounter }>,
) {
  describe(`AttemptCounter contract: ${name}`, () => {
    let counters: { one: AttemptCounter; other: AttemptCounter } | undefined;
    afterEach(async () => {
      await counters?.one.close();
      if (counters?.other !== counters?.one) await counters?.other.close();
      counters = undefined;
    });

    it('allows the limit, then refuses with the time left in the window', async () => {
      counters = await open();
      const address = key('address');
      for (let i = 0; i < limit.max; i++) expect(await counters.one.take([address], limit)).toEqual({ allowed: true });
      const refused = await counters.other.take([address], limit);
      expect(refused.allowed).toBe(false);
      if (!refused.allowed) {
        expect(refused.retryAfterMs).toBeGreaterThan(limit.windowMs - 5_000);
        expect(refused.retryAfterMs).toBeLessThanOrEqual(limit.windowMs);
      }
    });

    it('counts nothing on any key when one of them is at its limit', async () => {
      counters = await open();
      const [account, address] = [key('account'), key('address')];
      for (let i = 0; i < limit.max; i++) await counters.one.take([account], limit);
      expect((await counters.one.take([address, account], limit)).allowed).toBe(false);
      for (let i = 0; i < limit.max; i++) expect((await counters.other.take([address], limit)).allowed).toBe(true);
      expect((await counters.other.take([address], limit)).allowed).toBe(false);
    });

    it('takes back attempts that were not failures', async () => {
      counters = await open();
      const address = key('address');
      for (let i = 0; i < limit.max; i++) await counters.one.take([address], limit);
      await counters.other.giveBack([address]);
      expect((await counters.one.take([address], limit)).allowed).toBe(true);
      expect((await counters.one.take([address], limit)).allowed).toBe(false);
      // Giving back more than was taken never goes below nothing.
      const fresh = key('fresh');
      await counters.one.giveBack([fresh]);
      for (let i = 0; i < limit.max; i++) await counters.one.take([fresh], limit);
      expect((await counters.one.take([fresh], limit)).allowed).toBe(false);
    });

    it('counts without ever refusing, shares the count and takes back what was given back', async () => {
      counters = await open();
      const account = key('account');
      for (let i = 1; i <= limit.max + 2; i++) expect(await counters.one.count(account, limit.windowMs)).toBe(i);
      await counters.other.giveBack([account]);
      expect(await counters.other.count(account, limit.windowMs)).toBe(limit.max + 2);
      const short = key('short');
      await counters.one.count(short, 150);
      await sleep(200);
      expect(await counters.other.count(short, 150)).toBe(1);
    });

    it('starts afresh when the window ends', async () => {
      counters = await open();
      const address = key('address');
      const short = { max: 1, windowMs: 150 };
      await counters.one.take([address], short);
      expect((await counters.one.take([address], short)).allowed).toBe(false);
      await sleep(200);
      expect((await counters.other.take([address], short)).allowed).toBe(true);
    });
  });
}
