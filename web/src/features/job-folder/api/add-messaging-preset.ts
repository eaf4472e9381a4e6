import type { MessagingPreset, messagingPresetSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type SettingsRow } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type NewPreset = Pick<z.input<typeof messagingPresetSchema>, 'title' | 'message'>;

/** POST MessagingPresets: a preset added from the composer; answers the created preset. */
export function addMessagingPreset(preset: NewPreset): Promise<MessagingPreset> {
  return api.post<SettingsRow<MessagingPreset>, typeof messagingPresetSchema>('messaging', 'MessagingPresets', {
    ...preset,
    isActive: true,
  });
}

export function useAddMessagingPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMessagingPreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messagingPresets }),
  });
}
