import type { MediaCategory } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type SettingsRows } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET media/categories: the location's categories (Messaging built in), in the order the settings keep them. */
export function getMediaCategories(): Promise<MediaCategory[]> {
  return api.get<SettingsRows<MediaCategory>>('production', 'media/categories');
}

export function useMediaCategories() {
  return useQuery({ queryKey: queryKeys.folderMediaCategories, queryFn: getMediaCategories });
}
