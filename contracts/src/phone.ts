/** Optional country prefix, 10 digits with optional separators (spec 3 section 5). */
export const phonePattern = /^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

export function digitsOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** (999) 999-9999 */
export function formatPhone(phone: string | null | undefined): string {
  const d = digitsOf(phone ?? '');
  if (d.length !== 10) return phone ?? '';
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
