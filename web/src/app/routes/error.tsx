import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { homeRoute } from '../../lib/auth.ts';
import * as styles from './error.css.ts';

/** /pages/error, and what any screen shows when it fails unexpectedly: what went wrong and a way back. */
export function ErrorRoute() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  if (error) console.error(error);
  return (
    <main className={styles.page}>
      <section className={styles.card} role="alert">
        <h1 className={styles.title}>{t('pages.error.title')}</h1>
        <p className={styles.detail}>{t('pages.error.text')}</p>
        {detail && <p className={styles.detail}>{detail}</p>}
        <Link className={styles.link} to={homeRoute} reloadDocument>
          {t('pages.backToProduction')}
        </Link>
      </section>
    </main>
  );
}
