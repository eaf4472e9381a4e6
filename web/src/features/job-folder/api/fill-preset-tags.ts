import type { fillJobAdminTagsSchema, messageSchema } from '@bayline/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

/** POST MessagingPresets/fillJobAdminTags: a preset's tags ({CustomerName}, {Make}…) filled with the job's values. */
export function fillPresetTags(input: z.input<typeof fillJobAdminTagsSchema>): Promise<string> {
  return api
    .post<typeof messageSchema, typeof fillJobAdminTagsSchema>('messaging', 'MessagingPresets/fillJobAdminTags', input)
    .then((answer) => answer.message);
}

export function useFillPresetTags() {
  return useMutation({ mutationFn: fillPresetTags });
}
