import type { DateRange } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLaborFlagsByAssignee } from '../../../components/flagged-hours/api/get-labor-flags-by-assignee.ts';
import { FlaggedHoursReport } from '../../../components/flagged-hours/flagged-hours-report.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { useDisplayPreferences } from '../../../lib/display-preferences.ts';
import { dateOf, weekOf } from '../dates.ts';
import * as styles from './reports.css.ts';
import { WeekOfPicker } from './week-of-picker.tsx';

/**
 * The Flagged Hours Report of the Reports screen (spec 3 section 2.8): a week at a time, this week at the location
 * at first, chosen with the 'Week of' picker; the assignees' flagged hours of that week, to choose and print.
 */
export function FlaggedHoursView() {
  const { t } = useTranslation(['reports', 'common']);
  const today = useLocationSettings().data?.today;
  const { weekStart } = useDisplayPreferences();
  const [asked, setAsked] = useState<DateRange | undefined>(undefined);
  const todayDate = dateOf(today);
  const week = asked ?? (todayDate ? weekOf(todayDate, weekStart) : undefined);
  const range = week && { startDate: week.start, endDate: week.end };
  const flags = useLaborFlagsByAssignee(range);

  return (
    <article className={styles.card} aria-labelledby="flagged-hours-title" data-testid="flagged-hours">
      <header className={styles.cardHeader}>
        <h2 id="flagged-hours-title" className={styles.cardTitle}>
          {t('common:flaggedHours.title')}
        </h2>
      </header>
      {week && (
        <div className={styles.controls}>
          <WeekOfPicker value={week} onChange={setAsked} weekStart={weekStart} />
        </div>
      )}
      {flags.isError && (
        <p className={styles.error} role="alert">
          {t('flagged.loadFailed')}
        </p>
      )}
      <FlaggedHoursReport assignees={flags.data} range={range} isLoading={flags.isPending} />
    </article>
  );
}
