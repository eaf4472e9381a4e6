import type { SettingsAtMoment, settingsAtMomentSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type Loose } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET audit locations/settings-at: the location's settings lists as they stood at an instant. */
export function getSettingsAt(at: string): Promise<SettingsAtMoment> {
  return api.get<Loose<typeof settingsAtMomentSchema, SettingsAtMoment>>(
    'audit',
    `locations/settings-at?${new URLSearchParams({ at })}`,
  );
}

export function useSettingsAt(at: string | null) {
  return useQuery({
    queryKey: queryKeys.auditSettingsAt(at),
    queryFn: () => getSettingsAt(at!),
    enabled: at !== null,
  });
}
