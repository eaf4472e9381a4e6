import { useTranslation } from 'react-i18next';
import { Outlet, useOutlet } from 'react-router';
import { PlannedPage } from './planned.tsx';

/** /schedule, and its child route job (spec 3 section 2.1). */
export function Component() {
  const { t } = useTranslation('shell');
  const child = useOutlet();
  if (child) return <Outlet />;
  return <PlannedPage title={t('pages.schedule.title')}>{t('pages.schedule.text')}</PlannedPage>;
}

/** /schedule/job: a job opened from the schedule. */
export function ScheduleJob() {
  const { t } = useTranslation('shell');
  return <PlannedPage title={t('pages.scheduleJob.title')}>{t('pages.scheduleJob.text')}</PlannedPage>;
}
