import { type TrailArea, trailAreas } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import * as shared from '../../../styles/shared.css.ts';
import { type TrailFilters, useLocationTrail } from '../api/get-location-trail.ts';
import { atText, trailSentenceOf } from '../history.ts';
import * as styles from './audit.css.ts';

/** The filters' "all" entry. */
const all = '*';

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
  const set = (change: Partial<TrailFilters>) => setFilters((current) => ({ ...current, ...change }));
  const entries = trail.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <>
      <fieldset className={styles.filters} aria-label={t('filters.label')}>
        <Select
          label={t('filters.kind')}
          className={styles.grow}
          options={[
            { id: all, label: t('filters.allKinds') },
            ...trailAreas.map((id) => ({ id, label: t(`trail.areas.${id}`) })),
          ]}
          value={filters.kind ?? all}
          onChange={(id) => set({ kind: id === all ? null : (id as TrailArea) })}
        />
        <Select
          label={t('filters.person')}
          className={styles.grow}
          options={[
            { id: all, label: t('filters.everyone') },
            ...people.map((p) => ({ id: p.userId, label: p.name || t('values.unknownUser') })),
          ]}
          value={filters.person ?? all}
          onChange={(id) => set({ person: id === all ? null : id })}
        />
        <TextField
          label={t('filters.search')}
          className={styles.grow}
          maxLength={100}
          value={filters.search}
          onChange={(search) => set({ search })}
        />
        <Button onPress={() => set({ order: filters.order === 'newest' ? 'oldest' : 'newest' })}>
          {t(filters.order === 'newest' ? 'filters.newestFirst' : 'filters.oldestFirst')}
        </Button>
      </fieldset>
      {trail.isError ? (
        <p className={styles.error} role="alert">
          {trail.error.message}
        </p>
      ) : trail.isPending ? (
        <Loading />
      ) : entries.length === 0 ? (
        <p className={shared.emptyMessage}>{t('empty')}</p>
      ) : (
        <>
          <ol className={styles.entries} aria-label={t('trail.tabs.trail')}>
            {entries.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                <span className={styles.sentence}>{trailSentenceOf(entry, t)}</span>
                <time className={styles.when} dateTime={entry.at}>
                  {atText(entry.at, timeZone)}
                </time>
                <span className={styles.viewAt}>
                  <Button onPress={() => onViewBefore(entry.at)}>{t('trail.viewBefore')}</Button>
                </span>
              </li>
            ))}
          </ol>
          {trail.hasNextPage && (
            <Button onPress={() => trail.fetchNextPage()} isPending={trail.isFetchingNextPage}>
              {t('trail.more')}
            </Button>
          )}
        </>
      )}
    </>
  );
}
