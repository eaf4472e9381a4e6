import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import * as fieldStyles from '../../../components/field.css.ts';
import { FieldErrorText } from '../../../components/field-error-text.tsx';
import { CalendarIcon } from '../../../components/icons.tsx';
import { DayCalendar } from '../../../components/ui/day-calendar.tsx';
import { ListBox, ListOption } from '../../../components/ui/list.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { Popover } from '../../../components/ui/popover.tsx';
import { fromPickerText, pickerMask, toPickerText } from '../appointment-form.ts';
import * as styles from './appointments.css.ts';

/** The times the picker lists, every half hour of a day, as 'HH:mm' of a 24-hour clock. */
const halfHours = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
/** The time of day a picked day gets when the field had none yet. */
const defaultTime = '09:00';

export interface DateTimeFieldProps {
  label: string;
  /** The text as typed, yyyy/MM/dd hh:mm a. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  isDisabled?: boolean;
  /** The first and last days that can be picked, 'YYYY-MM-DD'. */
  minDay: string;
  maxDay: string;
  firstDayOfWeek: 'sun' | 'mon';
}

/**
 * A date and time typed as yyyy/MM/dd hh:mm a (spec 3 section 2.12), or picked: a day from a month, then a time
 * from the half hours (which closes the picker).
 */
export function DateTimeField({
  label,
  value,
  onChange,
  onBlur,
  error,
  isDisabled,
  minDay,
  maxDay,
  firstDayOfWeek,
}: DateTimeFieldProps) {
  const { t } = useTranslation('appointments');
  const id = useId();
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const wall = fromPickerText(value);
  const day = wall.slice(0, 10);
  const time = wall.slice(11, 16);
  const pick = (nextDay: string, nextTime: string) => onChange(toPickerText(`${nextDay}T${nextTime}:00`));
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.dateTimeRow}>
        <IMaskInput
          id={id}
          className={fieldStyles.input}
          mask={pickerMask}
          definitions={{ a: /[AaPpMm]/ }}
          prepareChar={(chars: string) => chars.toUpperCase()}
          value={value}
          onAccept={(next: string) => {
            if (next !== value) onChange(next);
          }}
          onBlur={onBlur}
          inputMode="text"
          autoComplete="off"
          disabled={isDisabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Popover
          trigger={
            <PlainButton className={styles.pickerButton} aria-label={t('form.pick', { label })} isDisabled={isDisabled}>
              <CalendarIcon />
            </PlainButton>
          }
          label={label}
          placement="bottom end"
          popoverClassName={styles.pickerPopover}
          className={styles.pickerDialog}
          isOpen={open}
          onOpenChange={(isOpen) => {
            setOpen(isOpen);
            if (!isOpen) onBlur?.();
          }}
        >
          <DayCalendar
            label={label}
            day={day}
            firstDayOfWeek={firstDayOfWeek}
            isDayUnavailable={(d) => d < minDay || d > maxDay}
            onChange={(picked) => pick(picked, time || defaultTime)}
          />
          <ListBox
            aria-label={t('form.time', { label })}
            className={styles.timeList}
            selectionMode="single"
            selectedKeys={time ? [time] : []}
            onSelectionChange={(keys) => {
              const [key] = keys === 'all' ? [] : [...keys];
              if (key === undefined) return;
              pick(day || minDay, String(key));
              setOpen(false);
              onBlur?.();
            }}
          >
            {halfHours.map((hhmm) => (
              <ListOption key={hhmm} id={hhmm}>
                {toPickerText(`2000-01-01T${hhmm}:00`).slice(11)}
              </ListOption>
            ))}
          </ListBox>
        </Popover>
      </div>
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}
