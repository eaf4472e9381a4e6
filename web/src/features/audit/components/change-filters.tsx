import type { AuditPerson } from '@bayline/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import * as shared from '../../../styles/shared.css.ts';
import { atText } from '../history.ts';
import * as styles from './audit.css.ts';

/** The filters' "all" entry. */
const all = '*';

export interface ChangeFilterValues<K extends string> {
  order: 'newest' | 'oldest';
  kind: K | null;
  person: string | null;
  search: string;
}

interface ChangeFiltersProps<K extends string> {
  kinds: readonly K[];
  kindLabel: (kind: K) => string;
  people: readonly AuditPerson[];
  values: ChangeFilterValues<K>;
  onChange: (change: Partial<ChangeFilterValues<K>>) => void;
}

/** A history's filters, the job's and the location's alike: kind, person, search, order. */
export function ChangeFilters<K extends string>({ kinds, kindLabel, people, values, onChange }: ChangeFiltersProps<K>) {
  const { t } = useTranslation(['audit', 'jobs']);
  return (
    <fieldset className={styles.filters} aria-label={t('filters.label')}>
      <Select
        label={t('filters.kind')}
        className={styles.grow}
        options={[{ id: all, label: t('filters.allKinds') }, ...kinds.map((id) => ({ id, label: kindLabel(id) }))]}
        value={values.kind ?? all}
        onChange={(id) => onChange({ kind: id === all ? null : (id as K) })}
      />
      <Select
        label={t('filters.person')}
        className={styles.grow}
        options={[
          { id: all, label: t('filters.everyone') },
          ...people.map((p) => ({ id: p.userId, label: p.name || t('values.unknownUser') })),
        ]}
        value={values.person ?? all}
        onChange={(id) => onChange({ person: id === all ? null : id })}
      />
      <TextField
        label={t('filters.search')}
        className={styles.grow}
        maxLength={100}
        value={values.search}
        onChange={(search) => onChange({ search })}
      />
      <Button onPress={() => onChange({ order: values.order === 'newest' ? 'oldest' : 'newest' })}>
        {t(values.order === 'newest' ? 'filters.newestFirst' : 'filters.oldestFirst')}
      </Button>
    </fieldset>
  );
}

export interface ChangeLine {
  id: string;
  at: string;
  sentence: string;
}

interface ChangeLinesProps<L extends ChangeLine> {
  label: string;
  lines: readonly L[];
  timeZone: string;
  state: { isPending: boolean; error: Error | null };
  /** The button at the end of each line: a look at the job or settings around that change. */
  action: { label: string; onPress: (line: L) => void };
  /** Below the list: more pages, when there are. */
  children?: ReactNode;
}

/** A history's changes as sentences with when, or what to say while there are none to show. */
export function ChangeLines<L extends ChangeLine>({
  label,
  lines,
  timeZone,
  state,
  action,
  children,
}: ChangeLinesProps<L>) {
  const { t } = useTranslation('audit');
  if (state.error)
    return (
      <p className={styles.error} role="alert">
        {state.error.message}
      </p>
    );
  if (state.isPending) return <Loading />;
  if (lines.length === 0) return <p className={shared.emptyMessage}>{t('empty')}</p>;
  return (
    <>
      <ol className={styles.entries} aria-label={label}>
        {lines.map((line) => (
          <li key={line.id} className={styles.entry}>
            <span className={styles.sentence}>{line.sentence}</span>
            <time className={styles.when} dateTime={line.at}>
              {atText(line.at, timeZone)}
            </time>
            <span className={styles.viewAt}>
              <Button onPress={() => action.onPress(line)}>{action.label}</Button>
            </span>
          </li>
        ))}
      </ol>
      {children}
    </>
  );
}
