import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import * as styles from './settings.css.ts';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt.tsx';

/** What a screen that edits settings has not saved yet, and how it saves it. */
export interface SettingsChanges {
  isDirty: boolean;
  /** Changed, valid, writable and no save on its way. */
  canSave: boolean;
  /** Saves the screen; resolves true when saved. */
  save: () => Promise<boolean>;
}

export interface SettingsPageProps {
  title: string;
  /** The header's buttons before Save (add, a menu). */
  actions?: ReactNode;
  /** The screen's edits: the header ends with their Save button, and leaving with them unsaved asks first. */
  changes?: SettingsChanges;
  /** A 'WIP' mark beside the title: the screen is a placeholder (spec 2 section 2, Goals). */
  isWip?: boolean;
  children?: ReactNode;
}

/** The card every settings screen sits in: its title, its buttons and its content. */
export function SettingsPage({ title, actions, changes, isWip, children }: SettingsPageProps) {
  const { t } = useTranslation('settings');
  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <header className={styles.pageHeader}>
        <h1 id="settings-title" className={styles.title}>
          {title}
        </h1>
        {isWip && <span className={styles.wip}>{t('common.wip')}</span>}
        {actions}
        {changes && (
          <Button variant="primary" onPress={() => void changes.save()} isDisabled={!changes.canSave}>
            {t('common.save')}
          </Button>
        )}
      </header>
      {children}
      {changes && <UnsavedChangesPrompt isDirty={changes.isDirty} onSave={changes.save} />}
    </section>
  );
}
