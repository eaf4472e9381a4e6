import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/ui/number-input.tsx';
import * as styles from './date-entry.css.ts';

/** The most hours late the server takes: a year. */
const maxHours = 8760;

/** How many hours after the end of its day a date may be entered before it counts as late. */
export function LateHoursInput({ value, onChange }: { value: number; onChange: (hours: number) => void }) {
  const { t } = useTranslation('reports');
  return (
    <div className={styles.hoursField}>
      <span className={styles.hoursLabel} aria-hidden="true">
        {t('dateEntry.lateHours')}
      </span>
      <NumberInput
        label={t('dateEntry.lateHours')}
        value={value}
        onChange={onChange}
        parse={(text) => Math.min(maxHours, Number(text.replace(/\D/g, '')) || 0)}
        maxLength={4}
      />
    </div>
  );
}
