import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The part of the location's settings the job form and the top bar read. */
export interface LocationSettings {
  shortName: string;
  name: string;
  timeZone: string;
  /** The location's calendar day, 'YYYY-MM-DD': date rules compare against it. */
  today: string;
  enableMessaging: boolean;
  smsSendPhone: string | null;
}

/** GET locations/settings. */
export function getLocationSettings(): Promise<LocationSettings> {
  return api.get<LocationSettings>('production', 'locations/settings');
}

export function useLocationSettings() {
  return useQuery({ queryKey: queryKeys.locationSettings, queryFn: getLocationSettings });
}
