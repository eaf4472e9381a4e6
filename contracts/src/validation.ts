import type { z } from 'zod';
import type { FieldError } from './problem.ts';

/** Zod issues as the field-and-message list of a problem body (and of the web form); `whole` names the value itself. */
export function fieldErrors(error: z.ZodError, whole = '(body)'): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || whole, message: issue.message }));
}

/** Decimal with optional thousands commas and at most 2 decimals ('1,234.50'); undefined when not that. */
export function parseMoney(text: string): number | undefined {
  const t = text.trim();
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(t) && !/^\.\d{1,2}$/.test(t)) return undefined;
  return Number(t.replace(/,/g, ''));
}

/** Digits with an optional decimal point ('12', '3.5'); undefined when not that. */
export function parseHours(text: string): number | undefined {
  const t = text.trim();
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(t)) return undefined;
  return Math.round(Number(t) * 10) / 10;
}
