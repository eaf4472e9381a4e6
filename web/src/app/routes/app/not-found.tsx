import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlannedPage } from './planned.tsx';

/** Any signed-in path Bayline does not have: said plainly, never a silent redirect. */
export function Component() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <PlannedPage title={t('pages.notFound.title')} planned={false}>
      {t('pages.notFound.text', { path: pathname })}
    </PlannedPage>
  );
}
