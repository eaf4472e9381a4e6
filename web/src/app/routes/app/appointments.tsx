import { useTranslation } from 'react-i18next';
import { PlannedPage } from './planned.tsx';

/** /appointments (spec 3 section 2.12). */
export function Component() {
  const { t } = useTranslation('shell');
  return <PlannedPage title={t('pages.appointments.title')}>{t('pages.appointments.text')}</PlannedPage>;
}
