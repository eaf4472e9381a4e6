import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeRoute } from '../../lib/auth.ts';
import * as styles from './error.css.ts';

/** /pages/under-construction (spec 3 section 2.1): a page being built, said so, with a way back. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>{t('pages.underConstruction.title')}</h1>
        <p className={styles.detail}>{t('pages.underConstruction.text')}</p>
        <Link className={styles.link} to={homeRoute}>
          {t('pages.backToProduction')}
        </Link>
      </section>
    </main>
  );
}
