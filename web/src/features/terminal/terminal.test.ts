import { describe, expect, it } from 'vitest';
import { cardStatus, preserveTerminalDate, storedTerminalDate, terminalDateKey } from './terminal.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the preserved terminal date', () => {
  it('is kept when preserved and forgotten when not', () => {
    const storage = memoryStorage();
    expect(storedTerminalDate(storage)).toBeNull();
    preserveTerminalDate('2026-03-04', storage);
    expect(storage.items.get(terminalDateKey)).toBe('2026-03-04');
    expect(storedTerminalDate(storage)).toBe('2026-03-04');
    preserveTerminalDate(null, storage);
    expect(storedTerminalDate(storage)).toBeNull();
  });

  it('is ignored when it is no day, and when storage is blocked', () => {
    const storage = memoryStorage();
    storage.items.set(terminalDateKey, 'tomorrow');
    expect(storedTerminalDate(storage)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {},
    };
    expect(storedTerminalDate(blocked)).toBeNull();
    expect(() => preserveTerminalDate('2026-03-04', blocked)).not.toThrow();
  });
});

describe('a terminal card', () => {
  it('is done once the job arrived (arrivals) or was delivered (departures)', () => {
    const job = { dateTowIn: '2026-03-04T00:00:00', datePickup: null };
    expect(cardStatus(job, 'arrivals')).toEqual({ date: '2026-03-04T00:00:00', done: true });
    expect(cardStatus(job, 'departures')).toEqual({ date: null, done: false });
  });
});
