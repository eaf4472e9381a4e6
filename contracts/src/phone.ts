/** Optional country prefix, 10 digits with optional separators (spec 3 section 5). */
export const phonePattern = /^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

export function digitsOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
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
