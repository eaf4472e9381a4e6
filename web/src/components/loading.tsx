import { useTranslation } from 'react-i18next';
import * as styles from './loading.css.ts';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden />
      {label ?? t('loading')}
    </div>
  );
}
