import { createHash } from 'node:crypto';
import type { ChainedEvent, JobHistoryExport } from '@bayline/contracts';

/**
 * The hash chain of a job's exported history (issue 13, "Export that a third party can verify"). Each event's hash
 * is SHA-256, as lowercase hex, over the canonical JSON of its hashed fields and the previous event's hash; the
 * first event's previous hash is `genesisHash`. docs/api.md ("Verifiable history export") states the canonical form for a verifier
 * written elsewhere; this is the one Bayline's export and `npm run verify-export` share. The chain shows only that
 * a file agrees with itself: signature.ts signs the whole file.
 */
export const genesisHash = '0'.repeat(64);

/**
 * JSON with no whitespace, object keys sorted by UTF-16 code units at every depth, arrays in their order, strings
 * and numbers as JSON.stringify writes them. Anything JSON cannot hold (undefined, functions, NaN) is refused.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('A number in the export is not finite');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  throw new TypeError(`A ${typeof value} cannot be in the export`);
}

/** The fields of an exported event its hash covers: everything but the hash itself. */
export type HashedEvent = Omit<ChainedEvent, 'hash'>;

/** An event's hash: SHA-256 over the canonical JSON of its fields, `previousHash` among them. */
export function hashOf(event: HashedEvent): string {
  const { position, type, version, data, metadata, changes, previousHash } = event;
  return createHash('sha256')
    .update(canonicalJson({ position, type, version, data, metadata, changes, previousHash }), 'utf8')
    .digest('hex');
}

/** Chains events oldest first: each gets the previous one's hash and its own. */
export function chain(events: readonly Omit<HashedEvent, 'previousHash'>[]): ChainedEvent[] {
  let previousHash = genesisHash;
  return events.map((event) => {
    const linked = { ...event, previousHash };
    previousHash = hashOf(linked);
    return { ...linked, hash: previousHash };
  });
}

/** What the chain's verification found: the whole chain holds, or where it first breaks and what differs there. */
export type Verdict =
  | { ok: true; events: number; headHash: string }
  | {
      ok: false;
      position: number | null;
      field: 'previousHash' | 'hash' | 'headHash' | 'events';
      expected: string;
      found: string;
    };

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'nothing'));

/**
 * Recomputes the chain of an export: the first event whose `previousHash` is not the hash before it, or whose
 * `hash` is not the hash of its fields, is the break; then the head hash must be the last event's.
 */
export function verifyChain(exported: Pick<JobHistoryExport, 'events' | 'headHash'>): Verdict {
  if (!Array.isArray(exported?.events) || exported.events.length === 0)
    return { ok: false, position: null, field: 'events', expected: 'a list of events', found: text(exported?.events) };
  let previousHash = genesisHash;
  for (const event of exported.events) {
    const position = typeof event?.position === 'number' ? event.position : null;
    if (event?.previousHash !== previousHash)
      return { ok: false, position, field: 'previousHash', expected: previousHash, found: text(event?.previousHash) };
    let computed: string;
    try {
      computed = hashOf(event);
    } catch (error) {
      return { ok: false, position, field: 'hash', expected: 'fields JSON can hold', found: String(error) };
    }
    if (event.hash !== computed)
      return { ok: false, position, field: 'hash', expected: computed, found: text(event.hash) };
    previousHash = computed;
  }
  if (exported.headHash !== previousHash)
    return { ok: false, position: null, field: 'headHash', expected: previousHash, found: text(exported.headHash) };
  return { ok: true, events: exported.events.length, headHash: previousHash };
}
