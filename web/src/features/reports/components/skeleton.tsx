import { useTranslation } from 'react-i18next';
import * as styles from './reports.css.ts';

/** Grey bars standing for the rows or the chart while they load. */
export function Skeleton({ lines = 6 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-label={t('loading')} aria-busy>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: bars with nothing of their own
        <div key={i} className={styles.skeletonBar} style={{ width: `${100 - (i % 3) * 12}%` }} />
      ))}
    </div>
  );
}
