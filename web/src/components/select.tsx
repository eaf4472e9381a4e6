import type { Key } from 'react-aria-components';
import {
  Select as AriaSelect,
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import * as fieldStyles from './field.css.ts';
import { ChevronDownIcon } from './icons.tsx';
import * as styles from './select.css.ts';

export interface SelectOption {
  id: string;
  label: string;
  /** A colour shown as a swatch before the label. */
  color?: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  placeholder?: string;
  isDisabled?: boolean;
  /** Hides the label visually; it still names the field. */
  hideLabel?: boolean;
  className?: string;
  triggerClassName?: string;
}

export function Select({
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  placeholder,
  isDisabled,
  hideLabel,
  className,
  triggerClassName,
}: SelectProps) {
  const selected = options.find((o) => o.id === value);
  return (
    <AriaSelect
      className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}
      aria-label={hideLabel ? label : undefined}
      value={selected ? selected.id : null}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
      onBlur={onBlur}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      {!hideLabel && <Label className={fieldStyles.label}>{label}</Label>}
      <Button className={[triggerClassName ?? styles.trigger, error ? styles.invalidTrigger : ''].join(' ')}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon />
      </Button>
      <FieldError className={fieldStyles.error}>{error}</FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option} textValue={option.label}>
              {option.color && <span className={styles.swatch} style={{ background: option.color }} aria-hidden />}
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
