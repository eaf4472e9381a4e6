import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/ui/search-field.tsx';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}

/** The job search's field: a magnifier, the placeholder and a clear button; Escape clears it. */
export function SearchBox({ label, value, onChange, autoFocus }: SearchBoxProps) {
  const { t } = useTranslation('jobs');
  return (
    <SearchField
      look="search"
      label={label}
      value={value}
      onChange={onChange}
      autoFocus={autoFocus}
      placeholder={t('search.placeholder')}
      clearLabel={t('search.clear')}
    />
  );
}
