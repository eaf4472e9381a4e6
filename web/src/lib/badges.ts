import type { Badge } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type SettingsRows } from './api.ts';
import { queryKeys } from './query-keys.ts';

/** GET badges: the location's badges, each with its states. */
export function getBadges(): Promise<Badge[]> {
  return api.get<SettingsRows<Badge>>('production', 'badges');
}

export function useBadges() {
  return useQuery({ queryKey: queryKeys.badges, queryFn: getBadges });
}
