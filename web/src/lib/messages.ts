import { type FieldError, fieldErrors, localizeMessage } from '@bayline/contracts';
import type { z } from 'zod';
import { currentLanguage } from './i18n.ts';

/**
 * A message `contracts` words in English (a field rule, a date rule, an archive issue) in the app's language now;
 * any other text, such as a server message already in it, as it is.
 */
export const tMessage = (text: string) => localizeMessage(text, currentLanguage());

/** A failed parse's field messages in the app's language: the shape of a problem's `errors`. */
export const localFieldErrors = (error: z.ZodError, whole?: string): FieldError[] =>
  fieldErrors(error, whole).map((failure) => ({ ...failure, message: tMessage(failure.message) }));
