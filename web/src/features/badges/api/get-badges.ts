import type { Badge } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET badges: the location's badges, each with its states. */
export function getBadges(): Promise<Badge[]> {
  return api.get<Badge[]>('production', 'badges');
}

export function useBadges() {
  return useQuery({ queryKey: queryKeys.badges, queryFn: getBadges });
}
