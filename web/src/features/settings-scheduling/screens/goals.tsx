import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings/settings-page.tsx';

/** Goals: a placeholder screen marked WIP (spec 2 section 2). */
export function GoalsScreen() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('goals.title')} isWip>
      <p>{t('goals.wip')}</p>
    </SettingsPage>
  );
}
