import type { z } from 'zod';
import type { FieldError } from './problem.ts';

/** Zod issues as the field-and-message list of a problem body (and of the web form); `whole` names the value itself. */
export function fieldErrors(error: z.ZodError, whole = '(body)'): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || whole, message: issue.message }));
}

/**
 * The `when` of an object's cross-field rule (refine or superRefine). Zod skips such a rule once any field failed,
 * so a form would hear 'Passwords must match' only after the rest is put right; with this it runs whenever the
 * value is an object and the fields the rule reads passed, so every message comes back at once and the rule never
 * reads a value of the wrong kind. A field check with `abort: true` would still stop it (zod's rule), so no field
 * check in the contracts aborts: the checks after a field's first stop with `onceValid` instead.
 * cross-field.test.ts walks the contracts for object rules without it, and for checks that abort.
 */
export function whenFieldsPass(...fields: string[]) {
  return {
    when: (payload: z.core.ParsePayload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !Array.isArray(payload.value) &&
      !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
  };
}

/**
 * A field check's option that skips it once an earlier check of the field failed, as `abort: true` would, without
 * also stopping the cross-field rules of the object the field is in (an aborted field stops those, `when` or not).
 */
export const onceValid = { when: (payload: z.core.ParsePayload) => payload.issues.length === 0 };

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
