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
import { CheckIcon, ChevronDownIcon } from './icons.tsx';
import * as styles from './select.css.ts';
import type { SelectOption } from './select.tsx';

export interface MultiSelectProps {
  label: string;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The closed field's text for what is chosen (the options' labels, in the list's order). */
  summary: (labels: string[]) => string;
  error?: string;
  placeholder?: string;
  isDisabled?: boolean;
  hideLabel?: boolean;
  className?: string;
}

/** A select of several options; the list stays open while choosing, and the field shows `summary`. */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  summary,
  error,
  placeholder,
  isDisabled,
  hideLabel,
  className,
}: MultiSelectProps) {
  const chosen = new Set(value);
  const labels = options.filter((o) => chosen.has(o.id)).map((o) => o.label);
  return (
    <AriaSelect
      selectionMode="multiple"
      className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}
      aria-label={hideLabel ? label : undefined}
      value={options.filter((o) => chosen.has(o.id)).map((o) => o.id)}
      onChange={(keys: Key[]) => onChange(keys.map(String))}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      {!hideLabel && <Label className={fieldStyles.label}>{label}</Label>}
      <Button className={[styles.trigger, error ? styles.invalidTrigger : ''].join(' ')}>
        <SelectValue className={styles.value}>
          {({ isPlaceholder, defaultChildren }) => (isPlaceholder ? defaultChildren : summary(labels))}
        </SelectValue>
        <ChevronDownIcon />
      </Button>
      <FieldError className={fieldStyles.error}>{error}</FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option} textValue={option.label}>
              {({ isSelected }) => (
                <>
                  <span className={styles.check} aria-hidden>
                    {isSelected && <CheckIcon />}
                  </span>
                  {option.label}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
