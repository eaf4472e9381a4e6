import { z } from 'zod';
import { onceValid } from './validation.ts';

/**
 * The bounds every value from a client is held to, defined once. Nothing within them can exceed what a store
 * holds: an id of 64 ASCII characters is far below an LMDB key (1,978 bytes), and a whole list of the largest
 * rows is far below an EventStoreDB append (1 MiB).
 */
export const maxIdLength = 64;
/** Rows a list may hold when it is saved whole, and items a settings list may keep. */
export const maxListRows = 500;
/** Free text such as notes (spec 1 gives no maximum). */
export const maxFreeText = 4000;
/** Names and addresses (spec 2 "Location information": 120). */
export const maxNameLength = 120;
/** The longest e-mail address SMTP carries. */
export const maxEmailLength = 254;
/** A typed phone number with country prefix and separators. */
export const maxPhoneLength = 30;
export const maxPasswordLength = 200;

/** Uuids, the placeholders of new rows ('00000000-…-<timestamp>') and short names such as 'BAYVIEW' or 'BAY1'. */
export const idPattern = /^[A-Za-z0-9_-]+$/;
export const idMessage = `Must be at most ${maxIdLength} letters, digits, '-' or '_'`;

/** The form of every id a client names; `required` is the message when it is missing or empty. */
export const idOf = (required = 'An id is required') =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .max(maxIdLength, { error: idMessage, ...onceValid })
    .regex(idPattern, { error: idMessage, ...onceValid });
export const idSchema = idOf();

/** An id, or empty for a row made on screen that the server names when it is saved. */
export const newOrIdSchema = z
  .string({ error: 'An id is required' })
  .max(maxIdLength, { error: idMessage })
  .regex(/^[A-Za-z0-9_-]*$/, { error: idMessage, ...onceValid })
  .default('');

/** A location's short name (spec 2: 2 to 20 letters, digits or dashes). */
export const locationShortNamePattern = /^[A-Za-z0-9-]{2,20}$/;
export const locationShortNameMessage = 'Short name must be 2 to 20 letters, digits or dashes';
export const locationShortNameSchema = z
  .string({ error: locationShortNameMessage })
  .regex(locationShortNamePattern, { error: locationShortNameMessage });

/** Trimmed text of at most `max` characters. */
export const boundedText = (max: number, message = `Must be ${max} characters or fewer`) =>
  z.string().trim().max(max, { error: message });

/** Colours are stored and drawn as '#rrggbb' only: nothing a browser would load or run. */
export const colourPattern = /^#[0-9a-fA-F]{6}$/;
export const colourSchema = z
  .string({ error: 'Colour must be #rrggbb' })
  .max(7, { error: 'Colour must be #rrggbb' })
  .regex(colourPattern, { error: 'Colour must be #rrggbb', ...onceValid });

/** A list saved whole: at most `max` rows. */
export const boundedList = <T extends z.ZodType>(row: T, max = maxListRows, message = 'A list is required') =>
  z.array(row, { error: message }).max(max, { error: `At most ${max} rows` });

/** A whole number within a range (finite by construction: zod refuses Infinity and NaN). */
export const wholeNumber = (min: number, max: number, message = `Must be a whole number from ${min} to ${max}`) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message, ...onceValid })
    .max(max, { error: message, ...onceValid });

/** Path parameters that are each an id: `idParams('jobAdminId')` for `/jobadmins/:jobAdminId`. */
export const idParams = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, idSchema])) as Record<K, typeof idSchema>);
