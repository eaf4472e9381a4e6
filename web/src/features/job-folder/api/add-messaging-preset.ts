import type { MessagingPreset } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface NewPreset {
  title: string;
  message: string;
}

/** POST MessagingPresets: a preset added from the composer; answers the created preset. */
export function addMessagingPreset(preset: NewPreset): Promise<MessagingPreset> {
  return api.post<MessagingPreset>('messaging', 'MessagingPresets', { ...preset, isActive: true });
}

export function useAddMessagingPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMessagingPreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messagingPresets }),
  });
}
