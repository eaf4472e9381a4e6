import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface FillPresetTagsInput {
  jobAdminId: string;
  message: string;
}

/** POST MessagingPresets/fillJobAdminTags: a preset's tags ({CustomerName}, {Make}…) filled with the job's values. */
export function fillPresetTags(input: FillPresetTagsInput): Promise<string> {
  return api
    .post<{ message: string }>('messaging', 'MessagingPresets/fillJobAdminTags', input)
    .then((answer) => answer.message);
}

export function useFillPresetTags() {
  return useMutation({ mutationFn: fillPresetTags });
}
