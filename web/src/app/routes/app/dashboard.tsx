import { useTranslation } from 'react-i18next';
import { PlannedPage } from './planned.tsx';

/** /dashboard (spec 3 section 2.9). */
export function Component() {
  const { t } = useTranslation('shell');
  return <PlannedPage title={t('pages.dashboard.title')}>{t('pages.dashboard.text')}</PlannedPage>;
}
