import { type AuditPerson, type HistoryCategory, historyCategories } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobHistory } from '../api/get-job-history.ts';
import { sentenceOf } from '../history.ts';
import { ChangeFilters, type ChangeFilterValues, ChangeLines } from './change-filters.tsx';

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
  const [filters, setFilters] = useState<ChangeFilterValues<HistoryCategory>>({
    order: 'newest',
    kind: null,
    person: null,
    search: '',
  });
  const history = useJobHistory(jobAdminId, {
    order: filters.order,
    category: filters.kind,
    userId: filters.person,
    search: filters.search,
  });
  const lines = (history.data?.entries ?? []).map((entry) => ({ ...entry, sentence: sentenceOf(entry, t) }));
  return (
    <>
      <ChangeFilters
        kinds={historyCategories}
        kindLabel={(id) => t(`categories.${id}`)}
        people={people}
        values={filters}
        onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
      />
      <ChangeLines
        label={t('tabs.changes')}
        lines={lines}
        timeZone={timeZone}
        state={history}
        action={{ label: t('viewAt'), onPress: (line) => onViewAt(line.position) }}
      />
    </>
  );
}
