import { type AuditPerson, type HistoryCategory, historyCategories } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import * as shared from '../../../styles/shared.css.ts';
import { type HistoryFilters, useJobHistory } from '../api/get-job-history.ts';
import { atText, sentenceOf } from '../history.ts';
import * as styles from './audit.css.ts';

/** The filters' "all" entry. */
const all = '*';

interface ChangesListProps {
  jobAdminId: string;
  /** Everyone who changed the job: the person filter's choices. */
  people: readonly AuditPerson[];
  timeZone: string;
  /** Opens the job as it stood right after a change. */
  onViewAt: (position: number) => void;
}

/** Every change of the job as a sentence, with when; filtered by kind and person, searched, in either order. */
export function ChangesList({ jobAdminId, people, timeZone, onViewAt }: ChangesListProps) {
  const { t } = useTranslation(['audit', 'jobs']);
  const [filters, setFilters] = useState<HistoryFilters>({ order: 'newest', category: null, userId: null, search: '' });
  const history = useJobHistory(jobAdminId, filters);
  const set = (change: Partial<HistoryFilters>) => setFilters((current) => ({ ...current, ...change }));
  const entries = history.data?.entries ?? [];
  return (
    <>
      <fieldset className={styles.filters} aria-label={t('filters.label')}>
        <Select
          label={t('filters.kind')}
          className={styles.grow}
          options={[
            { id: all, label: t('filters.allKinds') },
            ...historyCategories.map((id) => ({ id, label: t(`categories.${id}`) })),
          ]}
          value={filters.category ?? all}
          onChange={(id) => set({ category: id === all ? null : (id as HistoryCategory) })}
        />
        <Select
          label={t('filters.person')}
          className={styles.grow}
          options={[
            { id: all, label: t('filters.everyone') },
            ...people.map((p) => ({ id: p.userId, label: p.name || t('values.unknownUser') })),
          ]}
          value={filters.userId ?? all}
          onChange={(id) => set({ userId: id === all ? null : id })}
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
      {history.isError ? (
        <p className={styles.error} role="alert">
          {history.error.message}
        </p>
      ) : history.isPending ? (
        <Loading />
      ) : entries.length === 0 ? (
        <p className={shared.emptyMessage}>{t('empty')}</p>
      ) : (
        <ol className={styles.entries} aria-label={t('tabs.changes')}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <span className={styles.sentence}>{sentenceOf(entry, t)}</span>
              <time className={styles.when} dateTime={entry.at}>
                {atText(entry.at, timeZone)}
              </time>
              <span className={styles.viewAt}>
                <Button onPress={() => onViewAt(entry.position)}>{t('viewAt')}</Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
