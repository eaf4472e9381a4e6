import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { type DateRange, isRangeValid } from '../dates.ts';
import * as styles from './date-range.css.ts';

export interface DateRangeEditorProps {
  value: DateRange;
  onRun: (range: DateRange) => void;
  isDisabled?: boolean;
}

/** The report's date range with Run (spec 3 section 2.8); the end may not come before the start (section 5). */
export function DateRangeEditor({ value, onRun, isDisabled }: DateRangeEditorProps) {
  const { t } = useTranslation('reports');
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // A range set from outside (another report chosen) replaces the draft.
  if (shown.start !== value.start || shown.end !== value.end) {
    setShown(value);
    setDraft(value);
  }
  const valid = isRangeValid(draft);
  const endBeforeStart = Boolean(draft.start && draft.end && draft.end < draft.start);
  return (
    <form
      className={styles.editor}
      aria-label={t('range.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onRun(draft);
      }}
    >
      <div className={styles.field}>
        <DateField
          label={t('range.start')}
          value={draft.start}
          onChange={(start) => setDraft((d) => ({ ...d, start }))}
          isDisabled={isDisabled}
        />
      </div>
      <div className={styles.field}>
        <DateField
          label={t('range.end')}
          value={draft.end}
          min={draft.start || undefined}
          onChange={(end) => setDraft((d) => ({ ...d, end }))}
          error={endBeforeStart ? t('range.endBeforeStart') : undefined}
          isDisabled={isDisabled}
        />
      </div>
      <div className={styles.run}>
        <Button type="submit" variant="primary" isDisabled={!valid || isDisabled}>
          {t('range.run')}
        </Button>
      </div>
    </form>
  );
}
