import { createHmac, timingSafeEqual } from 'node:crypto';

/** A link's expiry (whole seconds since 1970, as text) and its signature (base64url). */
export interface LinkSignature {
  expires: string;
  sig: string;
}

/**
 * Links that work without a session until they expire: HMAC-SHA256 over the id and the expiry, with a key derived
 * from a server secret every process shares (SESSION_SECRET) and the links' purpose, so a signature made for one
 * purpose, or a session cookie's, is never one of another.
 */
export interface SignedLinks {
  sign(id: string, expiresAt: Date): LinkSignature;
  /** Whether `sig` is this server's signature of `id` and `expires`, and `expires` is still ahead of `now`. */
  verify(id: string, link: LinkSignature, now: Date): boolean;
}

const expiresPattern = /^\d{1,15}$/;

export function signedLinks(secret: string, purpose: string): SignedLinks {
  const key = createHmac('sha256', secret).update(`bayline signed link: ${purpose}`).digest();
  const signature = (id: string, expires: string) =>
    createHmac('sha256', key).update(`${id}\n${expires}`).digest('base64url');
  return {
    sign(id, expiresAt) {
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      return { expires, sig: signature(id, expires) };
    },
    verify(id, { expires, sig }, now) {
      if (!expiresPattern.test(expires) || Number(expires) * 1000 <= now.getTime()) return false;
      // Compared in constant time, so a forger learns nothing from how long a wrong guess took.
      const expected = Buffer.from(signature(id, expires));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
