import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto';
import type { ExportKey, JobHistoryExport } from '@bayline/contracts';
import { canonicalJson, type Verdict, verifyChain } from './chain.ts';

/**
 * The signature of a job's history export (issue 19, item 5): the chain shows only that a file agrees with itself,
 * so anyone may change the envelope or recompute every hash; the signature, by a key only this installation holds,
 * covers the whole file. docs/api.md ("Verifiable history export") states it for a verifier written elsewhere.
 */

/** A new export key: an Ed25519 private key as PKCS#8 PEM, made once per installation and kept (adapters.ts). */
export const newExportKey = () =>
  generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

/** The export key from its text: PKCS#8 PEM, or the same key's DER as base64 (one line, for an env variable). */
export function exportKeyFrom(text: string): KeyObject {
  const key = text.includes('-----BEGIN')
    ? createPrivateKey(text)
    : createPrivateKey({ key: Buffer.from(text.trim(), 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new TypeError(`it is an ${key.asymmetricKeyType} key, not Ed25519`);
  return key;
}

/** A private key's public key as exports carry it: its 32 bytes as base64url (the JWK `x`). */
const publicKeyText = (privateKey: KeyObject) => createPublicKey(privateKey).export({ format: 'jwk' }).x as string;

/** The public key to publish: GET /api/audit/v1/export-key. */
export function exportPublicKey(privateKey: KeyObject): ExportKey {
  return {
    algorithm: 'Ed25519',
    publicKey: publicKeyText(privateKey),
    pem: createPublicKey(privateKey).export({ format: 'pem', type: 'spki' }).toString(),
  };
}

/** The bytes signed: the canonical JSON of the whole export, its signature's value left out. */
const signedBytes = (exported: object, signature: object) =>
  Buffer.from(canonicalJson({ ...exported, signature }), 'utf8');

/** The export signed by the installation's key. */
export function signExport(exported: Omit<JobHistoryExport, 'signature'>, privateKey: KeyObject): JobHistoryExport {
  const unsigned = { algorithm: 'Ed25519', publicKey: publicKeyText(privateKey) } as const;
  const value = sign(null, signedBytes(exported, unsigned), privateKey).toString('base64url');
  return { ...exported, signature: { ...unsigned, value } };
}

/** What the signature check found; `publicKey` is the key the file names, null when it names none. */
export type SignatureVerdict =
  | { ok: true; publicKey: string }
  | { ok: false; publicKey: string | null; reason: 'unsigned' | 'key' | 'untrusted' | 'changed' };

/**
 * Checks an export's signature with the key it names, which must be `trustedKey` when one is given (the
 * installation's, from GET /api/audit/v1/export-key): a file signed by any other key is not Bayline's.
 */
export function verifySignature(exported: JobHistoryExport, trustedKey?: string): SignatureVerdict {
  const { signature, ...rest } = exported ?? {};
  const named = typeof signature?.publicKey === 'string' ? signature.publicKey : null;
  if (signature?.algorithm !== 'Ed25519' || named === null || typeof signature.value !== 'string')
    return { ok: false, publicKey: named, reason: 'unsigned' };
  let publicKey: KeyObject;
  try {
    publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: named }, format: 'jwk' });
  } catch {
    return { ok: false, publicKey: named, reason: 'key' };
  }
  if (trustedKey !== undefined && trustedKey !== named) return { ok: false, publicKey: named, reason: 'untrusted' };
  const { value, ...unsigned } = signature;
  try {
    if (verify(null, signedBytes(rest, unsigned), publicKey, Buffer.from(value, 'base64url')))
      return { ok: true, publicKey: named };
  } catch {
    // A value JSON cannot hold, or no signature's length: either way not what Bayline signed.
  }
  return { ok: false, publicKey: named, reason: 'changed' };
}

/** Both checks of an export, each with its own verdict: whole only when the chain holds and the signature does. */
export function verifyExport(exported: JobHistoryExport, trustedKey?: string) {
  const chain: Verdict = verifyChain(exported);
  const signature = verifySignature(exported, trustedKey);
  return { ok: chain.ok && signature.ok, chain, signature };
}
