import { z } from 'zod';
import { maxPhoneLength } from './bounds.ts';
import { onceValid } from './validation.ts';

/** Optional country prefix, 10 digits with optional separators (spec 3 section 5). */
export const phonePattern = /^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

export function digitsOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * Every phone field a client sends, on every path: kept as its 10 digits (a leading country code 1 and the separators
 * dropped), so the mask shows it whole; anything else is refused with the field's `invalid` message. Without a
 * `required` message an empty field is kept as ''.
 */
export function phoneSchema({ invalid, required }: { invalid: string; required?: string }) {
  const typed = z
    .string({ error: required ?? invalid })
    .trim()
    .max(maxPhoneLength, { error: invalid });
  return (required ? typed.min(1, { error: required }) : typed)
    .refine((phone) => (phone === '' && !required) || phonePattern.test(phone), { error: invalid, ...onceValid })
    .transform(digitsOf);
}

/** The phone mask every phone field types into: (999) 999-9999. */
export const phoneMask = '(000) 000-0000';

/**
 * A pasted phone number as the field shows it, (999) 999-9999: a leading country code 1 is dropped; anything else
 * that is not 10 digits is refused (null), never cut to fit the mask.
 */
export function pastedPhone(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return ten.length === 10 ? formatPhone(ten) : null;
}

/** (999) 999-9999 */
export function formatPhone(phone: string | null | undefined): string {
  const d = digitsOf(phone ?? '');
  if (d.length !== 10) return phone ?? '';
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
