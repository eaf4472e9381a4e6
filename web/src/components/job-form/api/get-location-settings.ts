import type { LocationSummary, locationSettingsAnswerSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type Loose } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The part of the location's settings the job form, the top bar and the calendar read: every user is answered it. */
export type LocationSettings = LocationSummary;

/** GET locations/settings. */
export function getLocationSettings(): Promise<LocationSettings> {
  return api.get<Loose<typeof locationSettingsAnswerSchema, LocationSettings>>('production', 'locations/settings');
}

export function useLocationSettings() {
  return useQuery({ queryKey: queryKeys.locationSettings, queryFn: getLocationSettings });
}
