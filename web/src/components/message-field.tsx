import { messageTags } from '@bayline/contracts';
import { useRef } from 'react';
import {
  TextField as AriaTextField,
  FieldError,
  Label,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Text,
  TextArea,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import * as fieldStyles from './field.css.ts';
import { ChevronDownIcon } from './icons.tsx';
import { insertIntoTextArea } from './insert-at-caret.ts';
import * as styles from './message-field.css.ts';
import * as selectStyles from './select.css.ts';

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
      <AriaTextField
        className={fieldStyles.field}
        value={value}
        onChange={(text) => onChange(text.slice(0, max))}
        onBlur={onBlur}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        isReadOnly={isReadOnly}
        maxLength={max}
        autoFocus={autoFocus}
      >
        <Label className={fieldStyles.label}>{label}</Label>
        <TextArea ref={textArea} className={fieldStyles.textArea} rows={6} />
        <div className={styles.footer}>
          <FieldError className={fieldStyles.error}>{error}</FieldError>
          <Text slot="description" className={styles.counter}>
            {value.length}/{max}
          </Text>
        </div>
      </AriaTextField>
      <MenuTrigger>
        <div>
          <Button isDisabled={isReadOnly}>
            {t('insertTag')} <ChevronDownIcon />
          </Button>
        </div>
        <Popover className={selectStyles.popover} placement="bottom start">
          <Menu className={selectStyles.listBox} onAction={(key) => insertTag(String(key))}>
            {messageTags.map(({ tag, label: tagLabel }) => (
              <MenuItem key={tag} id={tag} className={selectStyles.option} textValue={tagLabel}>
                {tagLabel}
                <span className={styles.tag}>{tag}</span>
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
