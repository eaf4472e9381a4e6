import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import * as styles from './choice-group.css.ts';

export interface ChoiceGroupProps<T extends string> {
  /** Names the group for assistive technology. */
  label: string;
  options: readonly { id: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  isDisabled?: boolean;
  /** More styles for the group (wrapping on a narrow screen). */
  className?: string;
}

/** One of a few choices as joined buttons, one always pressed (a camera's front or rear, photo or video). */
export function ChoiceGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  isDisabled,
  className,
}: ChoiceGroupProps<T>) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      className={className ? `${styles.group} ${className}` : styles.group}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [chosen] = [...keys];
        if (chosen !== undefined) onChange(String(chosen) as T);
      }}
      isDisabled={isDisabled}
    >
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} className={styles.choice}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
