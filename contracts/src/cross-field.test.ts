import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index.ts';

type Schema = z.core.$ZodType;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value;

/** Every schema reachable from the contracts' exports (fields, list items, wrapped and piped schemas). */
function reachable(): Map<Schema, string> {
  const found = new Map<Schema, string>();
  const visit = (schema: Schema, where: string) => {
    if (found.has(schema)) return;
    found.set(schema, where);
    const def = schema._zod.def as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(def)) {
      // A lazy schema's getter may build without end; the contracts use none for rules.
      if (key === 'getter' || key === 'checks') continue;
      if (isSchema(value)) visit(value, `${where}.${key}`);
      else if (Array.isArray(value))
        for (const [i, s] of value.entries()) {
          if (isSchema(s)) visit(s, `${where}.${key}[${i}]`);
        }
      else if (key === 'shape' && value)
        for (const [field, s] of Object.entries(value)) if (isSchema(s)) visit(s, `${where}.${field}`);
    }
  };
  for (const [name, value] of Object.entries(contracts)) if (isSchema(value)) visit(value, name);
  return found;
}

/** The refine/superRefine rules on objects: what reads several fields at once. */
function objectRules() {
  return [...reachable()].flatMap(([schema, where]) =>
    schema._zod.def.type === 'object'
      ? (schema._zod.def.checks ?? [])
          .filter((check) => check._zod.def.check === 'custom')
          .map((check) => ({ where, when: check._zod.def.when }))
      : [],
  );
}

describe('cross-field rules', () => {
  it('each runs even when other fields failed, so every message comes back at once', () => {
    const rules = objectRules();
    // The walk finds them: password change and invitations, ranges, settings rows, appointments, texts, reports.
    expect(rules.length).toBeGreaterThanOrEqual(17);
    expect(rules.filter((rule) => rule.when === undefined).map((rule) => rule.where)).toEqual([]);
  });

  it('are never stopped by a field check that aborts: a field’s later checks wait with onceValid instead', () => {
    const aborting = [...reachable()].flatMap(([schema, where]) =>
      (schema._zod.def.checks ?? [])
        .filter((check) => (check._zod.def as { abort?: boolean }).abort)
        .map((check) => `${where}: ${check._zod.def.check}`),
    );
    expect(aborting).toEqual([]);
  });

  const messages = (schema: z.ZodType, value: unknown) =>
    (schema.safeParse(value).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('tells a password change every error: the current password missing and the two passwords differing', () => {
    expect(
      messages(contracts.passwordChangeSchema, { password: 'a-new-password', confirmPassword: 'another-password' }),
    ).toEqual(['currentPassword: Current password is required', 'confirmPassword: Passwords must match']);
    expect(
      messages(contracts.passwordChangeSchema, {
        currentPassword: '',
        password: 'a-new-password',
        confirmPassword: 'another-password',
      }),
    ).toEqual(['currentPassword: Current password is required', 'confirmPassword: Passwords must match']);
  });

  it('tells location settings every error: a required text missing or empty and the zip the country needs', () => {
    for (const name of [undefined, '']) {
      const errors = messages(contracts.locationSettingsSchema, { name, phone: '', country: 'US' });
      expect(errors).toContain('name: Name is required');
      expect(errors).toContain('postalCode: Zip is required');
      expect(errors).toContain('subdivision: State is required');
      // An empty phone is required, not also not valid.
      expect(errors.filter((e) => e.startsWith('phone:'))).toEqual(['phone: Phone is required']);
    }
  });

  it('leaves out a rule whose own fields failed: their messages say enough', () => {
    expect(
      messages(contracts.passwordChangeSchema, {
        currentPassword: 'x',
        password: 'short',
        confirmPassword: 'a-new-password',
      }),
    ).toEqual(['password: Password must be 10 characters or more']);
    expect(messages(contracts.scheduleRangeSchema, { startDate: 'soon', endDate: '2026-01-01' })).toEqual([
      `startDate: ${contracts.leaderboardMessages.startDate}`,
    ]);
  });
});
