import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import * as styles from './operations.css.ts';

/** The operations pages, one menu entry: how Bayline runs, and what its outboxes kept. */
export function OperationsNav() {
  const { t } = useTranslation('operations');
  return (
    <nav className={styles.pages} aria-label={t('pages.label')}>
      <NavLink to="/operations" end className={styles.pageLink}>
        {t('pages.running')}
      </NavLink>
      <NavLink to="/operations/sms-outbox" className={styles.pageLink}>
        {t('pages.outbox')}
      </NavLink>
    </nav>
  );
}
