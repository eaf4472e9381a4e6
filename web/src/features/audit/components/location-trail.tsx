import { type TrailArea, trailAreas } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { type TrailFilters, useLocationTrail } from '../api/get-location-trail.ts';
import { trailSentenceOf } from '../history.ts';
import { ChangeFilters, ChangeLines } from './change-filters.tsx';

interface LocationTrailListProps {
  timeZone: string;
  /** Opens the settings as they stood right before a change. */
  onViewBefore: (at: string) => void;
}

/** Every change of the location's settings and users as a sentence, with when; filtered, searched, paged. */
export function LocationTrailList({ timeZone, onViewBefore }: LocationTrailListProps) {
  const { t } = useTranslation(['audit', 'jobs']);
  const [filters, setFilters] = useState<TrailFilters>({ order: 'newest', kind: null, person: null, search: '' });
  const trail = useLocationTrail(filters);
  // Everyone in the whole trail, whatever the filters: the person filter's choices.
  const people = trail.data?.pages[0]?.people ?? [];
  const lines = (trail.data?.pages.flatMap((page) => page.entries) ?? []).map((entry) => ({
    ...entry,
    sentence: trailSentenceOf(entry, t),
  }));
  return (
    <>
      <ChangeFilters<TrailArea>
        kinds={trailAreas}
        kindLabel={(id) => t(`trail.areas.${id}`)}
        people={people}
        values={filters}
        onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
      />
      <ChangeLines
        label={t('trail.tabs.trail')}
        lines={lines}
        timeZone={timeZone}
        state={trail}
        action={{ label: t('trail.viewBefore'), onPress: (line) => onViewBefore(line.at) }}
      >
        {trail.hasNextPage && (
          <Button onPress={() => trail.fetchNextPage()} isPending={trail.isFetchingNextPage}>
            {t('trail.more')}
          </Button>
        )}
      </ChangeLines>
    </>
  );
}
