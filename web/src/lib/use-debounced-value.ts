import { useEffect, useState } from 'react';

/** Search and clone search wait 1 second after the last keystroke (spec 1 section 9). */
export const searchDebounceMs = 1_000;

/** The value once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = searchDebounceMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
