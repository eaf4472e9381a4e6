import { Input } from 'react-aria-components';
import { blockNonDigitKeys } from '../number-keys.ts';
import * as styles from './number-input.css.ts';

export interface NumberInputProps {
  /** Names the input for assistive technology (a table cell has no visible label of its own). */
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** The number the text typed stands for (blank as 0, capped). */
  parse: (text: string) => number;
  maxLength: number;
  isDisabled?: boolean;
}

/** A short non-negative whole number in a table cell or dialog row: minus and decimal keys blocked, its text selected on focus. */
export function NumberInput({ label, value, onChange, parse, maxLength, isDisabled }: NumberInputProps) {
  return (
    <Input
      aria-label={label}
      className={styles.numberInput}
      inputMode="numeric"
      maxLength={maxLength}
      value={String(value)}
      onChange={(event) => onChange(parse(event.target.value))}
      onKeyDown={blockNonDigitKeys}
      onFocus={(event) => event.target.select()}
      disabled={isDisabled}
    />
  );
}
