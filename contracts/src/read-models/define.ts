/**
 * A read model, declared once: the collection its projector writes and its queries read, the type of its
 * documents, and the indexes (lists of fields, ascending) those queries rely on. `id` needs no index.
 */
export interface ReadModel<D extends { id: string }> {
  readonly collection: string;
  readonly indexes: readonly (readonly string[])[];
  /** Never set: carries the document type to the read store, so a read of a field the document has not fails to compile. */
  readonly document?: D;
}

export const defineReadModel = <D extends { id: string }>(definition: {
  collection: string;
  indexes: (keyof D & string)[][];
}): ReadModel<D> => definition;
