import type { LocationSummary, locationSettingsAnswerSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type Loose } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET locations/settings: the part of the location's settings the job form, the top bar and the calendar read
 * (every user is answered it).
 */
export function getLocationSettings(): Promise<LocationSummary> {
  return api.get<Loose<typeof locationSettingsAnswerSchema, LocationSummary>>('production', 'locations/settings');
}

export function useLocationSettings() {
  return useQuery({ queryKey: queryKeys.locationSettings, queryFn: getLocationSettings });
}
