import type { Change, Doc } from './port.ts';

/** What the crash test's child commits: batch `n` goes in at position `n`. */
export const CRASH_COLLECTION = 'crash';
export const CRASH_CHECKPOINT = 'crash-projector';
const COUNTERS = 20;
const KEPT_ITEMS = 3;

/** Batch `n` rewrites every counter, adds item n and deletes item n-3, so a torn batch shows. */
export function crashBatch(n: number): Change[] {
  const changes: Change[] = Array.from({ length: COUNTERS }, (_, k) => ({
    op: 'upsert',
    collection: CRASH_COLLECTION,
    doc: { id: `counter-${String(k).padStart(2, '0')}`, position: n, pad: 'x'.repeat(200) },
  }));
  changes.push({ op: 'upsert', collection: CRASH_COLLECTION, doc: { id: `item-${n}`, position: n } });
  if (n > KEPT_ITEMS) changes.push({ op: 'delete', collection: CRASH_COLLECTION, id: `item-${n - KEPT_ITEMS}` });
  return changes;
}

/** Every document after batches 1..n, sorted by id. */
export function crashState(n: number): Doc[] {
  const docs: Doc[] = Array.from({ length: COUNTERS }, (_, k) => ({
    id: `counter-${String(k).padStart(2, '0')}`,
    position: n,
    pad: 'x'.repeat(200),
  }));
  for (let i = Math.max(1, n - KEPT_ITEMS + 1); i <= n; i++) docs.push({ id: `item-${i}`, position: i });
  return docs.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
