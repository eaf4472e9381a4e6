import { useTranslation } from 'react-i18next';
import { PlannedPage } from './planned.tsx';

/** /leaderboard (spec 3 section 2.10). */
export function Component() {
  const { t } = useTranslation('shell');
  return <PlannedPage title={t('pages.leaderboard.title')}>{t('pages.leaderboard.text')}</PlannedPage>;
}
