import { useSyncExternalStore } from 'react';

/** Elapsed timers on cards refresh every 60 seconds (spec 1 section 9). */
export const clockTickMs = 60_000;

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, clockTickMs);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time, from one timer shared by every card. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}
