import { z } from 'zod';
import type { Problem } from '../problem.ts';

const fieldError = z.object({ field: z.string(), message: z.string() });

/** The body of every refusal and failure (application/problem+json); a refusal may add members (`current`, `version`). */
export const problemSchema: z.ZodType<Problem> = z.looseObject({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.array(fieldError).optional(),
});
