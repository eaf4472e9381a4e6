import { useId } from 'react';
import * as styles from './field.css.ts';
import { FieldErrorText } from './field-error-text.tsx';

export interface DateFieldProps {
  label: string;
  /** A calendar day 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  min?: string;
  isDisabled?: boolean;
}

/** A calendar day picked with the browser's own date input. */
export function DateField({ label, value, onChange, onBlur, error, min, isDisabled }: DateFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={styles.input}
        value={value}
        min={min}
        max="9999-12-31"
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={isDisabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}
