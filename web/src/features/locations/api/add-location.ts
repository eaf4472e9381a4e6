import type { NewLocation, newLocationAnswerSchema, newLocationSchema } from '@bayline/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSelectLocation } from '../../../lib/select-location.ts';

/** POST locations (owners and support): a new location, with nothing set up yet. */
export function addLocation(location: NewLocation): Promise<NewLocation> {
  return api.post<typeof newLocationAnswerSchema, typeof newLocationSchema>('production', 'locations', location);
}

/**
 * Adds a location and works in it at once: selecting it answers the session user again, whose location list then
 * holds the new one, so the picker shows it without a reload.
 */
export function useAddLocation() {
  const select = useSelectLocation();
  return useMutation({
    mutationFn: async (location: NewLocation) => {
      const added = await addLocation(location);
      await select.mutateAsync(added.shortName);
      return added;
    },
  });
}
