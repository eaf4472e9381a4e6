import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id that is the same every time for the same name: for something whose identity comes from
 * outside (an invited address, a provider's message id), so asking twice names the same stream or event.
 */
export function nameBasedId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
