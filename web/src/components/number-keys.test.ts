import { describe, expect, it } from 'vitest';
import { isNonDigitKey } from './number-keys.ts';

describe('whole-number inputs', () => {
  it('ignore the minus, plus, exponent and decimal keys, not digits', () => {
    for (const key of ['-', '+', 'e', 'E', '.']) expect(isNonDigitKey(key)).toBe(true);
    for (const key of ['0', '5', '9', 'Backspace', 'ArrowLeft']) expect(isNonDigitKey(key)).toBe(false);
  });
});
