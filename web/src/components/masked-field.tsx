import { useId } from 'react';
import { IMaskInput } from 'react-imask';
import { visuallyHidden } from '../styles/utilities.css.ts';
import * as styles from './field.css.ts';
import { FieldErrorText } from './field-error-text.tsx';

export interface MaskedFieldProps {
  label: string;
  /** An imask pattern: 0 is a digit ('(000) 000-0000'). */
  mask: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  inputMode?: 'numeric' | 'tel';
  autoComplete?: string;
  isDisabled?: boolean;
  /** Names the field for assistive technology without showing the label (a field in a table row). */
  hideLabel?: boolean;
}

/** A text field that formats as the user types; the value is the formatted text. */
export function MaskedField({
  label,
  mask,
  value,
  onChange,
  onBlur,
  error,
  inputMode = 'tel',
  autoComplete,
  isDisabled,
  hideLabel,
}: MaskedFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={hideLabel ? visuallyHidden : styles.label} htmlFor={id}>
        {label}
      </label>
      <IMaskInput
        id={id}
        className={styles.input}
        mask={mask}
        value={value}
        onAccept={(next: string) => {
          if (next !== value) onChange(next);
        }}
        onBlur={onBlur}
        inputMode={inputMode}
        autoComplete={autoComplete}
        disabled={isDisabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}
