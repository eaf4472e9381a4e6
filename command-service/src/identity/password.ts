import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16_384;
const keyLength = 32;

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, { N: cost, r: 8, p: 1 }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** 'scrypt$N$salt$hash': the cost travels with the hash so it can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N);
  return `scrypt$${N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Unknown e-mails are checked against this: same cost as a real hash, and random bytes no password derives. */
const unknownUserHash = `scrypt$${N}$${randomBytes(16).toString('base64')}$${randomBytes(keyLength).toString('base64')}`;

/**
 * The user an e-mail and password sign in, if any. An unknown e-mail costs the same password check as a known
 * one, so the answer takes as long whether or not the e-mail exists.
 */
export async function checkCredentials<U extends { passwordHash: string }>(
  findUser: (email: string) => Promise<U | undefined>,
  email: string,
  password: string,
  verify: (password: string, stored: string) => Promise<boolean> = verifyPassword,
): Promise<U | undefined> {
  const found = await findUser(email.toLowerCase());
  const matches = await verify(password, found?.passwordHash ?? unknownUserHash);
  return found && matches ? found : undefined;
}
