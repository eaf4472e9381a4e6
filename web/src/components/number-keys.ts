import type { KeyboardEvent } from 'react';

/**
 * Keys a number input of non-negative whole numbers ignores: the minus, and the plus, exponent and decimal keys a
 * number input would otherwise accept (settings counts, goals and percents).
 */
export function isNonDigitKey(key: string): boolean {
  return key === '-' || key === '+' || key === 'e' || key === 'E' || key === '.';
}

export function blockNonDigitKeys(event: KeyboardEvent) {
  if (isNonDigitKey(event.key)) event.preventDefault();
}
