import { useTranslation } from 'react-i18next';
import * as styles from './reports.css.ts';

/** The dashboard or reports of a user without the dash right (spec 3 section 2.3): what is missing and whom to ask. */
export function NoDashAccess({ page }: { page: 'dashboard' | 'reports' }) {
  const { t } = useTranslation('reports');
  return (
    <section className={styles.page} aria-labelledby="no-dash-access">
      <h1 id="no-dash-access" className={styles.title}>
        {t(page === 'dashboard' ? 'dashboard.title' : 'title')}
      </h1>
      <p className={styles.empty}>{t('noAccess')}</p>
    </section>
  );
}
