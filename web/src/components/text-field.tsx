import type { KeyboardEvent, Ref } from 'react';
import { TextField as AriaTextField, FieldError, Input, Label, TextArea } from 'react-aria-components';
import { visuallyHidden } from '../styles/utilities.css.ts';
import * as styles from './field.css.ts';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message shown under the field; the field counts as invalid while there is one. */
  error?: string;
  type?: 'text' | 'email' | 'password' | 'number' | 'tel' | 'time' | 'datetime-local';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  maxLength?: number;
  step?: number;
  min?: number;
  autoComplete?: string;
  autoFocus?: boolean;
  isDisabled?: boolean;
  multiline?: boolean;
  /** The lines a multiline field shows (3 unless told). */
  rows?: number;
  /** The text area of a multiline field (to insert at its caret). */
  textAreaRef?: Ref<HTMLTextAreaElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  className?: string;
  /** Names the field for assistive technology without showing the label (a field in a table row). */
  hideLabel?: boolean;
}

export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  type = 'text',
  inputMode,
  maxLength,
  step,
  min,
  autoComplete,
  autoFocus,
  isDisabled,
  multiline,
  rows = 3,
  textAreaRef,
  onKeyDown,
  className,
  hideLabel,
}: TextFieldProps) {
  return (
    <AriaTextField
      className={className ? `${styles.field} ${className}` : styles.field}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      isDisabled={isDisabled}
      type={type}
      inputMode={inputMode}
      maxLength={maxLength}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
    >
      <Label className={hideLabel ? visuallyHidden : styles.label}>{label}</Label>
      {multiline ? (
        <TextArea ref={textAreaRef} className={styles.textArea} rows={rows} onKeyDown={onKeyDown} />
      ) : (
        <Input className={styles.input} step={step} min={min} onKeyDown={onKeyDown} />
      )}
      <FieldError className={styles.error}>{error}</FieldError>
    </AriaTextField>
  );
}
