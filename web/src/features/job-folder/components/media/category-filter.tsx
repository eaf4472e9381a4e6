import type { MediaCategory } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, type SelectOption } from '../../../../components/select.tsx';
import { type CategoryFilter, categoryChoices } from '../../media.ts';
import * as styles from './media.css.ts';

const all = 'all';
const none = 'none';

/**
 * The category a media list shows ('All Categories', 'No Category' or one of the location's), as a Select's
 * options and value; `onChanged` runs when the user picks another. Also the category names and the active ones
 * media can be filed under.
 */
export function useCategoryFilter(categories: readonly MediaCategory[], onChanged: () => void) {
  const { t } = useTranslation('jobs');
  const [filter, setFilter] = useState<CategoryFilter>({ kind: 'all' });
  const kept = categories.filter((c) => !c.deletedAt);
  const options: SelectOption[] = [
    { id: all, label: t('media.allCategories') },
    { id: none, label: t('media.noCategory') },
    ...kept.map((c) => ({ id: `category:${c.mediaCategoryId}`, label: c.description })),
  ];
  const value = filter.kind === 'category' ? `category:${filter.mediaCategoryId}` : filter.kind;
  return {
    filter,
    options,
    value,
    onChange: (id: string) => {
      if (id === value) return;
      setFilter(
        id === all || id === none ? { kind: id } : { kind: 'category', mediaCategoryId: id.slice('category:'.length) },
      );
      onChanged();
    },
    names: new Map(kept.map((c) => [c.mediaCategoryId, c.description])),
    choices: categoryChoices(categories),
  };
}

/** The category shown and how many items are selected: the start of the tab's tool bar and of the picker's. */
export function CategoryFilterFields({
  category,
  selectedCount,
}: {
  category: ReturnType<typeof useCategoryFilter>;
  selectedCount: number;
}) {
  const { t } = useTranslation('jobs');
  return (
    <>
      <Select
        className={styles.filter}
        label={t('media.category')}
        options={category.options}
        value={category.value}
        onChange={category.onChange}
      />
      <span className={styles.selectedCount} aria-live="polite">
        {t('media.selected', { count: selectedCount })}
      </span>
    </>
  );
}
