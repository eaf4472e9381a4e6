/** At most `max` attempts per key in a window of `windowMs` that starts with the key's first attempt. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

export type Taken = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts attempts at a secret (a password, an API key, the admin token) per key, e.g. a client address or an
 * account. An attempt is counted when it starts and given back when it turns out not to be a failure, so
 * attempts in flight count too: a burst of parallel guesses is held to the limit like a sequence.
 */
export interface AttemptCounter {
  /** Counts one attempt on every key, unless one of them is at its limit: then counts nothing, and says how long until that window ends. */
  take(keys: readonly string[], limit: AttemptLimit): Promise<Taken>;
  /**
   * Counts one attempt on the key and never refuses it: says how many the window holds, this one included (an
   * account's failures, which slow each later try on it rather than lock its owner out).
   */
  count(key: string, windowMs: number): Promise<number>;
  /** Takes back one attempt per key (the attempt succeeded or was not a guess). */
  giveBack(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}
