import { useTranslation } from 'react-i18next';
import { PlannedPage } from './planned.tsx';

/** /reports (spec 3 section 2.8). */
export function Component() {
  const { t } = useTranslation('shell');
  return <PlannedPage title={t('pages.reports.title')}>{t('pages.reports.text')}</PlannedPage>;
}
