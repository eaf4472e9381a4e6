import { useTranslation } from 'react-i18next';
import { PlannedPage } from './planned.tsx';

/** /terminal (spec 3 section 2.11). */
export function Component() {
  const { t } = useTranslation('shell');
  return <PlannedPage title={t('pages.terminal.title')}>{t('pages.terminal.text')}</PlannedPage>;
}
