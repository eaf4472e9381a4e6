import { messageTags } from '@bayline/contracts';
import { type Ref, useRef } from 'react';
import { TextField as AriaTextField, FieldError, Label, Text, TextArea } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import * as fieldStyles from './field.css.ts';
import { ChevronDownIcon } from './icons.tsx';
import { insertIntoTextArea } from './insert-at-caret.ts';
import * as styles from './message-field.css.ts';
import { Menu, MenuItem } from './ui/menu.tsx';

export interface CountedTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The limit shown after the count of characters typed (12/160). */
  limit: number;
  /** The most characters the field takes, where typing past the count is refused. */
  maxLength?: number;
  rows: number;
  onBlur?: () => void;
  /** The message shown under the field; the field counts as invalid while there is one. */
  error?: string;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  /** The text area (to insert at its caret). */
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/** A text area with its error on the left and its counter 'n/max' on the right, under it. */
export function CountedTextField({
  label,
  value,
  onChange,
  limit,
  maxLength,
  rows,
  onBlur,
  error,
  isReadOnly,
  isDisabled,
  autoFocus,
  textAreaRef,
}: CountedTextFieldProps) {
  return (
    <AriaTextField
      className={fieldStyles.field}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      isReadOnly={isReadOnly}
      isDisabled={isDisabled}
      maxLength={maxLength}
      autoFocus={autoFocus}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <TextArea ref={textAreaRef} className={fieldStyles.textArea} rows={rows} />
      <div className={styles.footer}>
        <FieldError className={fieldStyles.error}>{error}</FieldError>
        <Text slot="description" className={styles.counter}>
          {value.length}/{limit}
        </Text>
      </div>
    </AriaTextField>
  );
}

export interface MessageFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters kept; typed, pasted or inserted text past it is cut. */
  max: number;
  onBlur?: () => void;
  /** The message shown under the field; the field counts as invalid while there is one. */
  error?: string;
  isReadOnly?: boolean;
  autoFocus?: boolean;
}

/** A text sent to a customer (status or preset message): the text, its counter 'n/max' and the Insert Tag menu. */
export function MessageField({ label, value, onChange, max, onBlur, error, isReadOnly, autoFocus }: MessageFieldProps) {
  const { t } = useTranslation();
  const textArea = useRef<HTMLTextAreaElement>(null);

  const insertTag = (tag: string) => insertIntoTextArea(textArea.current, value, tag, max, onChange);

  return (
    <div className={fieldStyles.field}>
      <CountedTextField
        label={label}
        value={value}
        onChange={(text) => onChange(text.slice(0, max))}
        limit={max}
        maxLength={max}
        rows={6}
        onBlur={onBlur}
        error={error}
        isReadOnly={isReadOnly}
        autoFocus={autoFocus}
        textAreaRef={textArea}
      />
      <Menu
        trigger={
          <div>
            <Button isDisabled={isReadOnly}>
              {t('insertTag')} <ChevronDownIcon />
            </Button>
          </div>
        }
        onAction={(key) => insertTag(String(key))}
      >
        {messageTags.map(({ tag, label: tagLabel }) => (
          <MenuItem key={tag} id={tag} textValue={tagLabel}>
            {tagLabel}
            <span className={styles.tag}>{tag}</span>
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
