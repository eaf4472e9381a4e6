import { pastedPhone, phoneMask } from '@bayline/contracts';
import { type ClipboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** Takes pasted text whole, as the field shows it, or refuses it (null) with the `refused` message. */
  paste?: { accept: (text: string) => string | null; refused: string };
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
  paste,
}: MaskedFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  // A refused paste says so until the next change; the mask alone would cut it to fit without a word.
  const [pasteRefused, setPasteRefused] = useState(false);
  const shownError = error ?? (pasteRefused ? paste?.refused : undefined);
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
          setPasteRefused(false);
          if (next !== value) onChange(next);
        }}
        onPaste={
          paste &&
          ((event: ClipboardEvent<HTMLInputElement>) => {
            event.preventDefault();
            const next = paste.accept(event.clipboardData.getData('text'));
            setPasteRefused(next === null);
            if (next !== null && next !== value) onChange(next);
          })
        }
        onBlur={onBlur}
        inputMode={inputMode}
        autoComplete={autoComplete}
        disabled={isDisabled}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? errorId : undefined}
      />
      <FieldErrorText id={errorId} error={shownError} />
    </div>
  );
}

/** A phone number field, (999) 999-9999: a pasted number keeps its 10 digits or is refused, never cut to fit. */
export function PhoneField(props: Omit<MaskedFieldProps, 'mask' | 'inputMode' | 'paste'>) {
  const { t } = useTranslation();
  return (
    <MaskedField
      {...props}
      mask={phoneMask}
      inputMode="tel"
      paste={{ accept: pastedPhone, refused: t('phone.notPasted') }}
    />
  );
}
