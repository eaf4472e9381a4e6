import { describe, expect, it, vi } from 'vitest';
import { checkCredentials, hashPassword, verifyPassword } from './password.ts';

const costOf = (hash: string) => hash.split('$').slice(0, 2).join('$');

describe('checking credentials', () => {
  it('runs the same password check for an unknown e-mail, against a hash of the same cost no password matches', async () => {
    const verify = vi.fn(async () => true);
    const found = await checkCredentials(async () => undefined, 'nobody@bayline.test', 'guess', verify);
    expect(found).toBeUndefined();
    expect(verify).toHaveBeenCalledTimes(1);
    const [password, stored] = verify.mock.calls[0] as unknown as [string, string];
    expect(password).toBe('guess');
    expect(costOf(stored)).toBe(costOf(await hashPassword('anything')));
    expect(await verifyPassword('guess', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('checks a known user’s password against their own hash, the e-mail in any case', async () => {
    const account = { userId: 'u1', passwordHash: await hashPassword('right') };
    const byEmail = vi.fn(async (email: string) => (email === 'ann@bayline.test' ? account : undefined));
    expect(await checkCredentials(byEmail, 'Ann@Bayline.test', 'right')).toBe(account);
    expect(await checkCredentials(byEmail, 'ann@bayline.test', 'wrong')).toBeUndefined();
    expect(byEmail).toHaveBeenCalledWith('ann@bayline.test');
  });
});
