import type {
  apiKeySchema,
  LocationSettingsInput,
  LocationSettingsView,
  locationSettingsAnswerSchema,
  locationSettingsSchema,
  locationSettingsViewSchema,
  subdivisionsSchema,
} from '@bayline/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Loose, type Tagged } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The settings screens' read of GET locations/settings, with the version (ETag) their saves are checked against. */
export const locationSettingsEditorKey = [...queryKeys.locationSettings, 'editor'] as const;

export function useLocationSettingsEditor() {
  return useQuery({
    queryKey: locationSettingsEditorKey,
    queryFn: () =>
      api.getTagged<Loose<typeof locationSettingsAnswerSchema, LocationSettingsView>>(
        'production',
        'locations/settings',
      ),
  });
}

/** After a change: the editor shows the server's answer and every other reader of the settings reads again. */
export function useSettingsAnswered() {
  const queryClient = useQueryClient();
  return (answer: Tagged<LocationSettingsView>) => {
    queryClient.setQueryData(locationSettingsEditorKey, answer);
    void queryClient.invalidateQueries({ queryKey: queryKeys.locationSettings, exact: true });
  };
}

/**
 * PUT locations/settings: information and preferences together, refused with 409 when `etag` is stale. The view
 * may be sent whole: the server keeps only the fields it takes.
 */
export function putLocationSettings(body: LocationSettingsInput, etag: string | null) {
  return api.putTagged<typeof locationSettingsViewSchema, typeof locationSettingsSchema>(
    'production',
    'locations/settings',
    body,
    etag,
  );
}

/** GET locations/country/{country}: its states or provinces. */
export function useSubdivisions(country: string) {
  return useQuery({
    queryKey: [...queryKeys.location, 'subdivisions', country],
    queryFn: () => api.get<typeof subdivisionsSchema>('production', `locations/country/${encodeURIComponent(country)}`),
    enabled: country !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST locations/generateApiKey (support only). */
export function generateApiKey() {
  return api.post<typeof apiKeySchema>('production', 'locations/generateApiKey');
}
