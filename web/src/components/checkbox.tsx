import { Checkbox as AriaCheckbox } from 'react-aria-components';
import * as styles from './checkbox.css.ts';
import { CheckIcon } from './icons.tsx';

export interface CheckboxProps {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
}

export function Checkbox({ label, isSelected, onChange, isDisabled }: CheckboxProps) {
  return (
    <AriaCheckbox className={styles.checkbox} isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
      {({ isSelected: checked }) => (
        <>
          <span className={styles.box}>{checked && <CheckIcon />}</span>
          {label}
        </>
      )}
    </AriaCheckbox>
  );
}
