import type { AttemptCounter } from './port.ts';

interface Window {
  count: number;
  endsAt: number;
}

/**
 * Attempts counted in this process's memory (the embedded start). Bounded: past `capacity` keys, ended windows
 * are forgotten first, then the oldest.
 */
export function createInProcessAttemptCounter(now = () => Date.now(), capacity = 100_000): AttemptCounter {
  const windows = new Map<string, Window>();

  const current = (key: string, at: number) => {
    const window = windows.get(key);
    if (window && window.endsAt <= at) windows.delete(key);
    return window && window.endsAt > at ? window : undefined;
  };

  function forgetBeyondCapacity(at: number) {
    if (windows.size <= capacity) return;
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size <= capacity) break;
      windows.delete(key);
    }
  }

  return {
    async take(keys, { max, windowMs }) {
      const at = now();
      const full = keys.map((key) => current(key, at)).filter((w): w is Window => w !== undefined && w.count >= max);
      if (full.length > 0) return { allowed: false, retryAfterMs: Math.max(...full.map((w) => w.endsAt - at)) };
      for (const key of keys) {
        const window = current(key, at);
        if (window) window.count++;
        else windows.set(key, { count: 1, endsAt: at + windowMs });
      }
      forgetBeyondCapacity(at);
      return { allowed: true };
    },
    async count(key, windowMs) {
      const at = now();
      const window = current(key, at);
      if (window) return ++window.count;
      windows.set(key, { count: 1, endsAt: at + windowMs });
      forgetBeyondCapacity(at);
      return 1;
    },
    async giveBack(keys) {
      const at = now();
      for (const key of keys) {
        const window = current(key, at);
        if (window && window.count > 0) window.count--;
      }
    },
    async close() {
      windows.clear();
    },
  };
}
