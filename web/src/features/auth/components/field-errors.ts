import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api.ts';
import { tMessage } from '../../../lib/messages.ts';

/**
 * The errors of a small public form, by field: the schema's before sending, the server's after (a field it
 * names, else the whole form's `failure`, with the retry time of a throttled request).
 */
export function useFieldErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F | 'failure', string>>>({});
  const shown = (field: string) => ((fields as readonly string[]).includes(field) ? field : 'failure');
  return {
    errors,
    /** The parsed value, or undefined after showing what is wrong. */
    check<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
      const parsed = schema.safeParse(value);
      if (parsed.success) {
        setErrors({});
        return parsed.data;
      }
      const next: Partial<Record<string, string>> = {};
      for (const issue of parsed.error.issues) next[shown(String(issue.path[0]))] ??= tMessage(issue.message);
      setErrors(next as Partial<Record<F | 'failure', string>>);
      return undefined;
    },
    refused(error: unknown) {
      if (error instanceof ApiError && error.errors.length > 0) {
        const next: Partial<Record<string, string>> = {};
        for (const e of error.errors) next[shown(e.field)] ??= e.message;
        setErrors(next as Partial<Record<F | 'failure', string>>);
      } else {
        const text = error instanceof Error ? error.message : String(error);
        const detail = error instanceof ApiError && error.status === 429 && error.detail ? ` ${error.detail}` : '';
        setErrors({ failure: `${text}${detail}` } as Partial<Record<F | 'failure', string>>);
      }
    },
    clear: (field: F) => setErrors((current) => ({ ...current, [field]: undefined, failure: undefined })),
  };
}
