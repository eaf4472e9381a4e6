import { createHash } from 'node:crypto';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { canonicalJson, chain, genesisHash, verifyChain } from './chain.ts';

const event = (position: number, data: Record<string, unknown>) => ({
  position,
  type: 'JobPrioritised',
  version: position - 1,
  data,
  metadata: { userId: 'u1', who: 'Dana Reyes', at: `2026-03-0${position}T10:00:00.000Z` },
  changes: [{ kind: 'prioritised' as const, subject: null, place: null, before: 0, after: position }],
});

describe('the canonical JSON', () => {
  it('sorts keys at every depth, keeps arrays in order and writes no whitespace', () => {
    expect(canonicalJson({ b: [3, { z: 'é', a: null }], a: true, c: 'x"y' })).toBe(
      '{"a":true,"b":[3,{"a":null,"z":"é"}],"c":"x\\"y"}',
    );
  });

  it('refuses what JSON cannot hold', () => {
    expect(() => canonicalJson({ a: undefined })).toThrow();
    expect(() => canonicalJson(Number.NaN)).toThrow();
  });
});

describe('the chain', () => {
  const chained = chain([event(1, { priority: 1 }), event(2, { priority: 2 }), event(3, { priority: 3 })]);

  it('hashes each event with the one before it, from 64 zeros', () => {
    const { hash, ...first } = itemAt(chained, 0);
    expect(first.previousHash).toBe(genesisHash);
    expect(hash).toBe(createHash('sha256').update(canonicalJson(first)).digest('hex'));
    expect(itemAt(chained, 1).previousHash).toBe(hash);
    expect(itemAt(chained, 2).previousHash).toBe(itemAt(chained, 1).hash);
  });

  it('verifies as it was written, and tells the head hash', () => {
    expect(verifyChain({ events: chained, headHash: itemAt(chained, 2).hash })).toEqual({
      ok: true,
      events: 3,
      headHash: itemAt(chained, 2).hash,
    });
  });

  it('breaks at the event changed, naming the hash it should have', () => {
    const changed = structuredClone(chained);
    itemAt(changed, 1).data.priority = 9;
    const verdict = verifyChain({ events: changed, headHash: itemAt(chained, 2).hash });
    expect(verdict).toMatchObject({ ok: false, position: 2, field: 'hash', found: itemAt(chained, 1).hash });
    expect(verdict.ok || verdict.expected).not.toBe(itemAt(chained, 1).hash);
  });

  it('breaks where an event was left out or the head hash does not follow', () => {
    expect(
      verifyChain({ events: [itemAt(chained, 0), itemAt(chained, 2)], headHash: itemAt(chained, 2).hash }),
    ).toMatchObject({
      position: 3,
      field: 'previousHash',
      expected: itemAt(chained, 0).hash,
    });
    expect(verifyChain({ events: chained, headHash: genesisHash })).toMatchObject({ field: 'headHash' });
    expect(verifyChain({ events: [], headHash: genesisHash })).toMatchObject({ field: 'events' });
  });
});
