import { SearchField as AriaSearchField, Button, Input, Label } from 'react-aria-components';
import * as fieldStyles from '../field.css.ts';
import * as styles from './search-field.css.ts';

interface SearchFieldBase {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  /** How the field sits in its row (one that grows). */
  className?: string;
}

/** Escape clears it; 'field' looks as the form's other fields do, 'search' adds a magnifier and a clear button. */
export type SearchFieldProps = SearchFieldBase &
  ({ look?: 'field' } | { look: 'search'; placeholder: string; clearLabel: string });

export function SearchField({ label, value, onChange, autoFocus, className, ...look }: SearchFieldProps) {
  return (
    <AriaSearchField
      className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}
      value={value}
      onChange={onChange}
      autoFocus={autoFocus}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      {look.look === 'search' ? (
        <div className={styles.inputWrap}>
          <svg
            className={styles.icon}
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
          <Input className={styles.searchInput} placeholder={look.placeholder} />
          {value !== '' && (
            <Button className={styles.clearButton} aria-label={look.clearLabel}>
              ×
            </Button>
          )}
        </div>
      ) : (
        <Input className={fieldStyles.input} />
      )}
    </AriaSearchField>
  );
}
