import { NumberInput } from '../../../components/ui/number-input.tsx';
import { wholeNumber } from '../numbers.ts';

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
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      parse={(text) => wholeNumber(text, max)}
      maxLength={maxLength}
      isDisabled={isDisabled}
    />
  );
}
