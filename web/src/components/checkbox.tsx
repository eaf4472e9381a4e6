import { Checkbox as AriaCheckbox } from 'react-aria-components';
import * as styles from './checkbox.css.ts';
import { CheckIcon } from './icons.tsx';

export interface CheckboxProps {
  label: string;
  /** Left out with slot 'selection'. */
  isSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** Some but not all of what it stands for is checked (a header check box). */
  isIndeterminate?: boolean;
  /** Names the box for assistive technology without showing the label (a check box in a table row). */
  hideLabel?: boolean;
  /** 'selection' inside a list item: the list's selection drives the box. */
  slot?: string;
}

export function Checkbox({ label, isSelected, onChange, isDisabled, isIndeterminate, hideLabel, slot }: CheckboxProps) {
  return (
    <AriaCheckbox
      slot={slot}
      className={styles.checkbox}
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled}
      isIndeterminate={isIndeterminate}
      aria-label={hideLabel ? label : undefined}
    >
      {({ isSelected: checked, isIndeterminate: some }) => (
        <>
          <span className={styles.box}>{some ? <span className={styles.dash} /> : checked && <CheckIcon />}</span>
          {!hideLabel && label}
        </>
      )}
    </AriaCheckbox>
  );
}
