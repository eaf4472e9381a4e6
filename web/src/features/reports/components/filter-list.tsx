import type { ReportFilter } from '@bayline/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { PlusIcon, TrashIcon } from '../../../components/icons.tsx';
import { Select, type SelectOption } from '../../../components/select.tsx';
import { useReportOptions } from '../api/get-report-options.ts';
import {
  addFilter,
  changeFilter,
  isServerOptionKey,
  jobPresets,
  type ListedFilterKey,
  listedFilters,
  roStates,
  upcomingRanges,
} from '../filters.ts';
import * as styles from './report-dialog.css.ts';

export interface FilterListProps {
  filters: readonly ReportFilter[];
  /** The keys the report's template takes (the date range's aside). */
  keys: readonly ListedFilterKey[];
  onChange: (filters: ReportFilter[]) => void;
  /** Delete filter: what the owner does with it (the saved report's list saves at once). */
  onDelete: (index: number) => void;
  isDisabled?: boolean;
}

/** The report's filters, each a key and a value, with Add Filter and Delete filter (spec 3 section 2.8). */
export function FilterList({ filters, keys, onChange, onDelete, isDisabled }: FilterListProps) {
  const { t } = useTranslation('reports');
  const listed = listedFilters(filters);
  const keyOptions = keys.map((id) => ({ id, label: t(`filters.keys.${id}`) }));
  // Add Filter starts with the job class where the template takes it, else its first key; none: nothing to add.
  const newKey = keys.includes('jobClass') ? 'jobClass' : keys[0];
  return (
    <fieldset className={styles.filters} disabled={isDisabled}>
      <legend className={styles.filtersTitle}>{t('filters.title')}</legend>
      {listed.length === 0 && <p className={styles.empty}>{t('filters.none')}</p>}
      <ul className={styles.filters}>
        {listed.map((filter, position) => (
          <li key={filter.index} className={styles.filterRow} data-testid="report-filter">
            <Select
              label={t('filters.key', { number: position + 1 })}
              options={keyOptions}
              value={filter.filterName}
              onChange={(key) => onChange(changeFilter(filters, filter.index, { filterName: key as ListedFilterKey }))}
              isDisabled={isDisabled}
            />
            <div className={styles.filterValue}>
              <FilterValue
                filter={filter}
                label={t('filters.value', { number: position + 1 })}
                onChange={(value) => onChange(changeFilter(filters, filter.index, { value }))}
                isDisabled={isDisabled}
              />
            </div>
            <Button
              variant="icon"
              aria-label={t('filters.delete', { number: position + 1 })}
              onPress={() => onDelete(filter.index)}
              isDisabled={isDisabled}
            >
              <TrashIcon />
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.addFilter}>
        <Button
          onPress={() => newKey !== undefined && onChange(addFilter(filters, newKey))}
          isDisabled={isDisabled || newKey === undefined}
        >
          <PlusIcon />
          {t('filters.add')}
        </Button>
      </div>
    </fieldset>
  );
}

/** The choices of the filters the app knows: job presets, job statuses, upcoming ranges. */
export function fixedOptions(key: ListedFilterKey, t: TFunction<'reports'>): SelectOption[] {
  if (key === 'job') return jobPresets.map((id) => ({ id, label: t(`filters.jobPresets.${id}`) }));
  if (key === 'roState') return roStates.map((id) => ({ id, label: t(`filters.roStates.${id}`) }));
  if (key === 'upcoming') return upcomingRanges.map((id) => ({ id, label: t(`filters.upcoming.${id}`) }));
  return [];
}

/** A filter's value: the server's choices (GET reports/options/{key}) or the app's own. */
function FilterValue({
  filter,
  label,
  onChange,
  isDisabled,
}: {
  filter: ReportFilter;
  label: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation('reports');
  const key = filter.filterName as ListedFilterKey;
  const fromServer = isServerOptionKey(key);
  const options = useReportOptions(fromServer ? key : undefined);
  const choices: SelectOption[] = fromServer
    ? (options.data ?? []).map((o) => ({ id: o.value, label: o.label }))
    : fixedOptions(key, t);
  // A value saved before its choice went away still shows.
  if (filter.value && !choices.some((c) => c.id === filter.value))
    choices.push({ id: filter.value, label: filter.value });
  return (
    <Select
      label={label}
      options={choices}
      value={filter.value || null}
      placeholder={options.isLoading ? t('filters.loading') : t('filters.choose')}
      onChange={onChange}
      // A select with no choices yet does not open: it waits, disabled, for the server's.
      isDisabled={isDisabled || options.isLoading}
    />
  );
}
