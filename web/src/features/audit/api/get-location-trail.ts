import type { LocationTrail, locationTrailSchema, TrailArea } from '@bayline/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The trail's order and filters, as its toolbar holds them. */
export interface TrailFilters {
  order: 'newest' | 'oldest';
  kind: TrailArea | null;
  person: string | null;
  search: string;
}

/** GET audit locations/trail: one page of the location's changes that pass the filters, after `cursor`. */
export function getLocationTrail(filters: TrailFilters, cursor: string | null): Promise<LocationTrail> {
  const query = new URLSearchParams({ order: filters.order });
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.person) query.set('person', filters.person);
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (cursor) query.set('cursor', cursor);
  return api.get<typeof locationTrailSchema>('audit', `locations/trail?${query}`);
}

/** The trail page by page: "show more" asks for the next. */
export function useLocationTrail(filters: TrailFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.auditTrail(filters),
    queryFn: ({ pageParam }) => getLocationTrail(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    placeholderData: keepPreviousData,
  });
}
