import type { ExpectedVersion } from './port.ts';

/** Whether a stream whose last version is `actual` (-1 when it does not exist) satisfies `expected`. */
export function versionMatches(expected: ExpectedVersion, actual: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === -1;
  if (expected === 'stream_exists') return actual !== -1;
  return expected === actual;
}
