import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeRoute } from '../../../lib/auth.ts';
import * as styles from './planned.css.ts';

/**
 * A page whose screen comes in a later issue: its title and, plainly, what it will hold. Never a redirect, so a
 * link or a bookmark to it shows where the user is.
 */
export function PlannedPage({
  title,
  children,
  planned = true,
}: {
  title: string;
  children: ReactNode;
  /** False for a page that will not come (an unknown path). */
  planned?: boolean;
}) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page} aria-labelledby="planned-title">
      <h1 id="planned-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{children}</p>
      {planned && <p className={styles.text}>{t('pages.notBuilt')}</p>}
      <Link className={styles.link} to={homeRoute}>
        {t('pages.backToProduction')}
      </Link>
    </section>
  );
}
