import { Switch as AriaSwitch } from 'react-aria-components';
import { visuallyHidden } from '../styles/utilities.css.ts';
import * as styles from './switch.css.ts';

export interface SwitchProps {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** Names the switch for assistive technology without showing the label (a switch in a table row). */
  hideLabel?: boolean;
}

/** An on/off switch (a row's Active flag, a module). */
export function Switch({ label, isSelected, onChange, isDisabled, hideLabel }: SwitchProps) {
  return (
    <AriaSwitch className={styles.switchRoot} isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
      <span className={styles.track}>
        <span className={styles.thumb} />
      </span>
      <span className={hideLabel ? visuallyHidden : undefined}>{label}</span>
    </AriaSwitch>
  );
}
