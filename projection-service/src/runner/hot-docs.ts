import type { Change, Doc } from '@bayline/platform/read-store/port';

/** Documents by collection, then id (no key made of both: building one per read cost more than the projecting). */
export class DocTable<T> {
  readonly collections = new Map<string, Map<string, T>>();

  get(collection: string, id: string): T | undefined {
    return this.collections.get(collection)?.get(id);
  }

  set(collection: string, id: string, value: T) {
    let docs = this.collections.get(collection);
    if (!docs) {
      docs = new Map();
      this.collections.set(collection, docs);
    }
    docs.set(id, value);
  }
}

/**
 * Documents as a runner last committed them (or read them from the store since), so that its next batches need not
 * read them again. Sound only while nobody else writes those collections: the live path starts a new one whenever
 * it resumes from the stored checkpoint (its fenced commit refused, its lease lost, a rebuild swapped), and a
 * rebuild writes fresh collections nobody else knows. Bounded: past `capacity` documents, the least recently
 * written of the collection written to go (and are read again when an event needs them).
 */
export class HotDocs {
  private readonly table = new DocTable<Doc | null>();
  private size = 0;
  /**
   * For fresh collections (a rebuild's), the ids written and then let go: any other id this does not hold was
   * never written, so it needs no read.
   */
  private readonly evicted?: DocTable<true>;

  constructor(
    private readonly capacity: number,
    { fresh = false } = {},
  ) {
    if (fresh) this.evicted = new DocTable();
  }

  /** The document, null when there is none, undefined when only the store can tell. */
  get(collection: string, id: string): Doc | null | undefined {
    const doc = this.table.get(collection, id);
    if (doc !== undefined || !this.evicted) return doc;
    return this.evicted.get(collection, id) ? undefined : null;
  }

  set(collection: string, id: string, doc: Doc | null) {
    const docs = this.table.collections.get(collection);
    // Deleted first, so that the map's order stays the order of writes.
    if (docs?.delete(id)) this.size--;
    this.table.set(collection, id, doc);
    this.evicted?.collections.get(collection)?.delete(id);
    this.size++;
    if (this.size > this.capacity) {
      const written = this.table.collections.get(collection)!;
      const oldest = written.keys().next().value as string;
      written.delete(oldest);
      this.evicted?.set(collection, oldest, true);
      this.size--;
    }
  }

  /** Its collections were empty when it began: it knows every document but those it let go. */
  get fresh(): boolean {
    return this.evicted !== undefined;
  }

  /** Remembers what a batch's commit wrote. */
  committed(changes: Change[]) {
    for (const change of changes)
      if (change.op === 'upsert') this.set(change.collection, change.doc.id, change.doc);
      else this.set(change.collection, change.id, null);
  }
}
