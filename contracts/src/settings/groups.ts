import { z } from 'zod';
import { locationShortNameSchema } from '../bounds.ts';

/**
 * POST groups: a group added on the fly from the job form. A module of its own: the web only types its call by it,
 * so no screen's bundle carries it.
 */
export const addGroupSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, { error: 'Name is required' }).max(50, {
    error: 'Name must be 50 characters or fewer',
  }),
  locationShortName: locationShortNameSchema.optional(),
});
