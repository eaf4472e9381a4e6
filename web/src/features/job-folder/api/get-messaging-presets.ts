import type { MessagingPreset } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type SettingsRows } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET MessagingPresets: the location's preset messages, for the composer's picker. */
export function getMessagingPresets(): Promise<MessagingPreset[]> {
  return api.get<SettingsRows<MessagingPreset>>('messaging', 'MessagingPresets');
}

export function useMessagingPresets() {
  return useQuery({ queryKey: queryKeys.messagingPresets, queryFn: getMessagingPresets });
}
