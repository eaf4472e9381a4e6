import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './settings.css.ts';

export interface SettingsPageProps {
  title: string;
  /** The header's buttons (add, save). */
  actions?: ReactNode;
  /** A 'WIP' mark beside the title: the screen is a placeholder (spec 2 section 2, Goals). */
  isWip?: boolean;
  children?: ReactNode;
}

/** The card every settings screen sits in: its title, its buttons and its content. */
export function SettingsPage({ title, actions, isWip, children }: SettingsPageProps) {
  const { t } = useTranslation('settings');
  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <header className={styles.pageHeader}>
        <h1 id="settings-title" className={styles.title}>
          {title}
        </h1>
        {isWip && <span className={styles.wip}>{t('common.wip')}</span>}
        {actions}
      </header>
      {children}
    </section>
  );
}
