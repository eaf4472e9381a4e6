/** Fan-out of small JSON messages from the projection side to every query instance. At-most-once: receivers must tolerate gaps (they re-read state). */
export interface ChangeBus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is active; the returned function unsubscribes. */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
