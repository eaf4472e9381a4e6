import { Button, Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './search.css.ts';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}

/** A search field with a clear button; Escape clears it. */
export function SearchBox({ label, value, onChange, autoFocus }: SearchBoxProps) {
  const { t } = useTranslation('jobs');
  return (
    <SearchField className={styles.searchField} value={value} onChange={onChange} autoFocus={autoFocus}>
      <Label className={styles.searchLabel}>{label}</Label>
      <div className={styles.searchInputWrap}>
        <svg
          className={styles.searchIcon}
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <Input className={styles.searchInput} placeholder={t('search.placeholder')} />
        {value !== '' && (
          <Button className={styles.clearButton} aria-label={t('search.clear')}>
            ×
          </Button>
        )}
      </div>
    </SearchField>
  );
}
