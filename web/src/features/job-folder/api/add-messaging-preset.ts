import type { MessagingPreset } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface NewPreset {
  title: string;
  message: string;
}

/**
 * A preset added from the composer: the list is saved whole (PUT MessagingPresets, as the settings screen does)
 * with the new row, its id empty for the server to name, against the version just read.
 */
export async function addMessagingPreset(preset: NewPreset): Promise<MessagingPreset[]> {
  const current = await api.getTagged<MessagingPreset[]>('messaging', 'MessagingPresets');
  const rows = [...current.value, { messagingPresetId: '', ...preset, isActive: true }];
  return (await api.putTagged<MessagingPreset[]>('messaging', 'MessagingPresets', rows, current.etag)).value;
}

export function useAddMessagingPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMessagingPreset,
    onSuccess: (presets) => queryClient.setQueryData(queryKeys.messagingPresets, presets),
  });
}
