import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import type { JobHistoryExport } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { canonicalJson, chain } from './chain.ts';
import { unsignedExport } from './export-fixture.ts';
import { exportKeyFrom, exportPublicKey, newExportKey, signExport, verifyExport } from './signature.ts';

const installationKey = exportKeyFrom(newExportKey());
const { publicKey } = exportPublicKey(installationKey);

const events = chain(
  [1, 2, 3].map((position) => ({
    position,
    type: 'JobPrioritised',
    version: position - 1,
    data: { priority: position },
    metadata: { userId: 'u1', who: 'Dana Reyes', at: `2026-03-0${position}T10:00:00.000Z` },
    changes: [{ kind: 'prioritised' as const, subject: null, place: null, before: 0, after: position }],
  })),
);
const unsigned = unsignedExport(events, itemAt(events, 2).hash);
const genuine = signExport(unsigned, installationKey);

describe('a signed history export', () => {
  it('is signed by the installation’s key over the canonical JSON of the whole file, the value left out', () => {
    expect(genuine.signature).toMatchObject({ algorithm: 'Ed25519', publicKey });
    const { value, ...signed } = genuine.signature;
    const bytes = Buffer.from(canonicalJson({ ...unsigned, signature: signed }));
    expect(verify(null, bytes, createPublicKey(installationKey), Buffer.from(value, 'base64url'))).toBe(true);
  });

  it('passes both checks as it was written, with or without the installation’s key given', () => {
    const whole = {
      ok: true,
      chain: { ok: true, events: 3, headHash: itemAt(events, 2).hash },
      signature: { ok: true },
    };
    expect(verifyExport(genuine)).toMatchObject(whole);
    expect(verifyExport(genuine, publicKey)).toMatchObject(whole);
    // As a file: JSON with any layout, as the route sends it or a reader saves it.
    expect(verifyExport(JSON.parse(JSON.stringify(genuine, null, 2)), publicKey)).toMatchObject(whole);
  });

  it.each<[string, Record<string, unknown>]>([
    ['exportedBy', { exportedBy: { userId: 'u9', name: 'Someone Else' } }],
    ['exportedAt', { exportedAt: '2026-03-06T09:00:00.000Z' }],
    ['jobAdminInt', { jobAdminInt: 13 }],
    ['location', { location: 'HARBOR' }],
    ['timeZone', { timeZone: 'UTC' }],
    ['fields (one added)', { note: 'reviewed' }],
  ])('fails the signature, the chain still whole, when the envelope’s %s changed', (_, change) => {
    expect(verifyExport({ ...genuine, ...change }, publicKey)).toMatchObject({
      ok: false,
      chain: { ok: true },
      signature: { ok: false, reason: 'changed', publicKey },
    });
  });

  it('fails the signature of an export re-chained without the key: an event changed, every hash recomputed', () => {
    const changed = events.map(({ hash, previousHash, ...event }) => ({ ...event, data: { priority: 9 } }));
    const rechained = chain(changed);
    const forged: JobHistoryExport = { ...genuine, events: rechained, headHash: itemAt(rechained, 2).hash };
    expect(verifyExport(forged)).toMatchObject({
      ok: false,
      chain: { ok: true },
      signature: { ok: false, reason: 'changed' },
    });
    // Signed again with a key of the forger's: whole by itself, refused against the installation's key.
    const { privateKey } = generateKeyPairSync('ed25519');
    const { signature, ...rest } = forged;
    const resigned = signExport(rest, privateKey);
    expect(verifyExport(resigned)).toMatchObject({ ok: true });
    expect(verifyExport(resigned, publicKey)).toMatchObject({
      ok: false,
      chain: { ok: true },
      signature: { ok: false, reason: 'untrusted', publicKey: exportPublicKey(privateKey).publicKey },
    });
  });

  it('says which check failed: the chain, the signature or both', () => {
    const eventChanged = structuredClone(genuine);
    itemAt(eventChanged.events, 1).data = { priority: 7 };
    expect(verifyExport(eventChanged, publicKey)).toMatchObject({
      ok: false,
      chain: { ok: false, position: 2, field: 'hash' },
      signature: { ok: false, reason: 'changed' },
    });
    const { signature, ...withoutSignature } = genuine;
    expect(verifyExport(withoutSignature as JobHistoryExport)).toMatchObject({
      ok: false,
      chain: { ok: true },
      signature: { ok: false, reason: 'unsigned', publicKey: null },
    });
    const badKey = { ...genuine, signature: { ...signature, publicKey: 'not-a-key' } };
    expect(verifyExport(badKey)).toMatchObject({ signature: { ok: false, reason: 'key', publicKey: 'not-a-key' } });
    const badValue = { ...genuine, signature: { ...signature, value: 'AAAA' } };
    expect(verifyExport(badValue)).toMatchObject({ chain: { ok: true }, signature: { ok: false, reason: 'changed' } });
  });
});

describe('the export key', () => {
  it('is read from PKCS#8 PEM or its DER as base64, the same key either way, and must be Ed25519', () => {
    const pem = newExportKey();
    const der = exportKeyFrom(pem).export({ format: 'der', type: 'pkcs8' }).toString('base64');
    expect(exportPublicKey(exportKeyFrom(der))).toEqual(exportPublicKey(exportKeyFrom(pem)));
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' });
    expect(() => exportKeyFrom(rsa.toString())).toThrow(/not Ed25519/);
    expect(() => exportKeyFrom('not a key')).toThrow();
  });

  it('is published as its 32 bytes in base64url and as PEM, both the same key', () => {
    const published = exportPublicKey(installationKey);
    expect(Buffer.from(published.publicKey, 'base64url')).toHaveLength(32);
    const fromPem = createPublicKey(published.pem).export({ format: 'jwk' }).x;
    expect(fromPem).toBe(published.publicKey);
  });
});
