import type { ByteRange } from '@bayline/platform/blobs';

/**
 * The one byte range a `Range` header asks of a file of `size` bytes (a video player seeking): undefined for the
 * whole file (no header, several ranges, or a unit other than bytes), 'unsatisfiable' for a range outside it.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header && /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return undefined;
  const [first, last] = [match[1], match[2]];
  if (!first) {
    const suffix = Number(last);
    return suffix > 0 && size > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : 'unsatisfiable';
  }
  const start = Number(first);
  const end = last ? Math.min(Number(last), size - 1) : size - 1;
  return start < size && start <= end ? { start, end } : 'unsatisfiable';
}
