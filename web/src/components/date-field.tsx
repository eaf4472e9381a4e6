import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import * as styles from './field.css.ts';
import { FieldErrorText } from './field-error-text.tsx';
import { HistoryIcon } from './icons.tsx';
import { Tooltip } from './tooltip.tsx';

/** When and by whom the date was entered, told on hover or focus of a small button beside its label. */
export interface DateEntered {
  /** What the tip says: 'Entered 2 d 3 h late by Anna Ruiz on …'. */
  text: string;
  /** Names the button: 'When Arrival was entered'. */
  label: string;
  /** Called when the button is hovered or focused: the text may be read only then. */
  onLook?: () => void;
}

export interface DateFieldProps {
  label: string;
  /** A calendar day 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  min?: string;
  isDisabled?: boolean;
  entered?: DateEntered;
}

/** A calendar day picked with the browser's own date input. */
export function DateField({ label, value, onChange, onBlur, error, min, isDisabled, entered }: DateFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <span className={styles.labelRow}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {entered && (
          <Tooltip text={entered.text}>
            <AriaButton
              aria-label={entered.label}
              className={styles.enteredButton}
              onHoverStart={entered.onLook}
              onFocus={entered.onLook}
            >
              <HistoryIcon />
            </AriaButton>
          </Tooltip>
        )}
      </span>
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
