import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appointmentSchema } from './appointments/appointments.ts';
import { estimateSchema } from './jobs/folder.ts';
import { jobFieldsSchema, jobMessages } from './jobs/job-fields.ts';
import { enableMessagingSchema, locationSettingsSchema } from './locations/settings.ts';
import { phoneParamsSchema, sendTextSchema } from './messaging.ts';
import { simulatedReplySchema } from './operations.ts';
import { formatPhone, phoneSchema } from './phone.ts';
import { contactsSchema } from './settings/dto.ts';

const invalid = 'Phone is not valid';
const required = 'Phone is required';
const needed = phoneSchema({ required, invalid });
const optional = phoneSchema({ invalid });

const digit = fc.constantFrom(...'0123456789');
const tenDigits = fc.array(digit, { minLength: 10, maxLength: 10 }).map((d) => d.join(''));
const separator = fc.constantFrom('', ' ', '-', '.');
/** The ways a person types or pastes a North American number: a country code or not, brackets, separators. */
const typed = fc
  .record({
    digits: tenDigits,
    prefix: fc.constantFrom('', '1', '+1', '1 ', '+1 ', '+1-', '1.'),
    brackets: fc.boolean(),
    first: separator,
    second: separator,
    padding: fc.constantFrom('', ' '),
  })
  .map(({ digits, prefix, brackets, first, second, padding }) => ({
    digits,
    text: `${padding}${prefix}${brackets ? `(${digits.slice(0, 3)})` : digits.slice(0, 3)}${first}${digits.slice(3, 6)}${second}${digits.slice(6)}${padding}`,
  }));

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the phone schema every phone field uses', () => {
  it('keeps any typed or pasted number as its 10 digits, which the mask shows whole', () => {
    fc.assert(
      fc.property(typed, ({ digits, text }) => {
        expect(needed.parse(text)).toBe(digits);
        expect(optional.parse(text)).toBe(digits);
        expect(formatPhone(needed.parse(text))).toBe(
          `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
        );
      }),
    );
  });

  it('answers its own answer unchanged', () => {
    fc.assert(
      fc.property(typed, ({ text }) => {
        expect(needed.parse(needed.parse(text))).toBe(needed.parse(text));
      }),
    );
  });

  it('refuses a number of other than 10 digits, or 11 that do not start with the country code 1, with the field’s message', () => {
    const wrongLength = fc
      .array(digit, { minLength: 1, maxLength: 16 })
      .map((d) => d.join(''))
      .filter((d) => d.length !== 10 && !(d.length === 11 && d.startsWith('1')));
    fc.assert(
      fc.property(wrongLength, separator, (digits, sep) => {
        const text = digits.length > 4 ? `${digits.slice(0, 3)}${sep}${digits.slice(3)}` : digits;
        expect(messagesOf(needed.safeParse(text))).toEqual([invalid]);
        expect(messagesOf(optional.safeParse(text))).toEqual([invalid]);
      }),
    );
  });

  it('refuses anything but digits and separators', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => /[^\d\s().+-]/.test(s)),
        (text) => {
          expect(needed.safeParse(text).success).toBe(false);
        },
      ),
    );
  });

  it('says a required number is missing, and keeps an optional one empty', () => {
    expect(messagesOf(needed.safeParse(''))).toEqual([required]);
    expect(messagesOf(needed.safeParse('  '))).toEqual([required]);
    expect(optional.parse('')).toBe('');
    expect(messagesOf(needed.safeParse('4'.repeat(31)))).toEqual([invalid]);
  });

  it('is the rule of every phone field: create job, job folder, appointments, assignees, location, texts, API', () => {
    const pasted = '+1 416-555-9999';
    const fields = [
      jobFieldsSchema.shape.clientCellular,
      jobFieldsSchema.shape.clientPhone,
      appointmentSchema.shape.clientCellular,
      contactsSchema.element.shape.cellular,
      locationSettingsSchema.shape.phone,
      enableMessagingSchema.shape.phoneNumber,
      estimateSchema.shape.cellular,
      sendTextSchema.shape.phoneNumber,
      phoneParamsSchema.shape.phone,
      simulatedReplySchema.shape.from,
      simulatedReplySchema.shape.to,
    ];
    for (const field of fields) {
      expect(field.parse(pasted)).toBe('4165559999');
      expect(field.safeParse('+44 20 7946 0958').success).toBe(false);
    }
    expect(messagesOf(jobFieldsSchema.shape.clientCellular.safeParse('555-0101'))).toEqual([jobMessages.phoneInvalid]);
    expect(messagesOf(enableMessagingSchema.shape.phoneNumber.safeParse('555-0101'))).toEqual(['Phone is Invalid']);
    expect(enableMessagingSchema.shape.phoneNumber.parse('')).toBeNull();
  });
});
