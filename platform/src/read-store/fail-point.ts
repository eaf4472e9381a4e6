/**
 * A fault a test arms in a read store: its next commit dies after writing its documents and before moving its
 * checkpoint, where a process killed mid-commit would. Each adapter reaches it at that point of its commit, so the
 * read-store contract shows on every adapter that such a batch leaves nothing (documents and checkpoint are one
 * transaction).
 */
export class CommitFailPoint {
  private armed = false;

  arm(): void {
    this.armed = true;
  }

  /** Called by an adapter between a commit's documents and its checkpoint. */
  reached(): void {
    if (!this.armed) return;
    this.armed = false;
    throw new Error('fail point: the commit died after writing its documents, before its checkpoint');
  }
}
