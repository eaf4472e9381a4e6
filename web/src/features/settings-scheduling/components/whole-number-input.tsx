import { Input } from 'react-aria-components';
import { blockNonDigitKeys } from '../../../components/number-keys.ts';
import { wholeNumber } from '../numbers.ts';
import * as styles from '../scheduling.css.ts';

export interface WholeNumberInputProps {
  /** Names the input for assistive technology (a table cell has no visible label of its own). */
  label: string;
  value: number;
  onChange: (value: number) => void;
  max?: number;
  maxLength?: number;
  isDisabled?: boolean;
}

/** A non-negative whole number in a table cell or dialog row: minus blocked, blank read as 0. */
export function WholeNumberInput({ label, value, onChange, max, maxLength = 6, isDisabled }: WholeNumberInputProps) {
  return (
    <Input
      aria-label={label}
      className={styles.numberInput}
      inputMode="numeric"
      maxLength={maxLength}
      value={String(value)}
      onChange={(event) => onChange(wholeNumber(event.target.value, max))}
      onKeyDown={blockNonDigitKeys}
      onFocus={(event) => event.target.select()}
      disabled={isDisabled}
    />
  );
}
