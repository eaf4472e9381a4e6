import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/choice-group.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { useLaborFlagsByAssignee } from '../../../components/flagged-hours/api/get-labor-flags-by-assignee.ts';
import type { DayRange } from '../../../components/flagged-hours/flagged-hours.ts';
import { FlaggedHoursReport } from '../../../components/flagged-hours/flagged-hours-report.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { Loading } from '../../../components/loading.tsx';
import { useDisplayPreferences } from '../../../lib/display-preferences.ts';
import * as shared from '../../../styles/shared.css.ts';
import { useLeaderboardTotals } from '../api/get-leaderboard-totals.ts';
import {
  autoCycleMs,
  customRangeProblem,
  nextRangeKind,
  type RangeKind,
  type RankBy,
  rangeKinds,
  rangeOf,
} from '../leaderboard.ts';
import * as styles from './leaderboard.css.ts';
import { type RankOptions, RankView } from './rank-view.tsx';

type View = 'rank' | 'report';

/**
 * /leaderboard (spec 3 section 2.10): a range of days at the location (today, the week or month so far, or one of
 * the user's), the rank view and the report view. Job changes reach it through the live hub.
 */
export function LeaderboardPage() {
  const { t } = useTranslation('leaderboard');
  const today = useLocationSettings().data?.today;
  const { weekStart } = useDisplayPreferences();
  const [kind, setKind] = useState<RangeKind>('today');
  const [custom, setCustom] = useState<DayRange>({ startDate: '', endDate: '' });
  const [view, setView] = useState<View>('rank');
  const [rankBy, setRankBy] = useState<RankBy>('hours');
  const [options, setOptions] = useState<RankOptions>({ showUnassigned: false, autoCycle: false, autoScroll: false });

  const problem = kind === 'custom' ? customRangeProblem(custom) : undefined;
  const range = today && !problem ? rangeOf(kind, today, weekStart, custom) : undefined;
  const totals = useLeaderboardTotals(view === 'rank' ? range : undefined);
  const flags = useLaborFlagsByAssignee(view === 'report' ? range : undefined);

  // Auto-cycle: the next available range every 10 seconds.
  const hasCustom = customRangeProblem(custom) === undefined;
  useEffect(() => {
    if (!options.autoCycle) return;
    const timer = setInterval(() => setKind((current) => nextRangeKind(current, hasCustom)), autoCycleMs);
    return () => clearInterval(timer);
  }, [options.autoCycle, hasCustom]);

  const failed = view === 'rank' ? totals.isError : flags.isError;
  const loading = view === 'rank' ? totals.isPending && !totals.data : flags.isPending;
  return (
    <section className={shared.scrollingPage} aria-labelledby="leaderboard-title">
      <div className={shared.pageToolbar}>
        <h1 id="leaderboard-title" className={shared.pageTitle}>
          {t('title')}
        </h1>
        <ChoiceGroup
          className={styles.wrapping}
          label={t('ranges.label')}
          options={rangeKinds.map((id) => ({ id, label: t(`ranges.${id}`) }))}
          value={kind}
          onChange={setKind}
        />
        <ChoiceGroup
          label={t('views.label')}
          options={[
            { id: 'rank', label: t('views.rank') },
            { id: 'report', label: t('views.report') },
          ]}
          value={view}
          onChange={setView}
        />
      </div>
      {kind === 'custom' && (
        <div className={styles.customRange}>
          <DateField
            label={t('custom.start')}
            value={custom.startDate}
            onChange={(startDate) => setCustom((c) => ({ ...c, startDate }))}
          />
          <DateField
            label={t('custom.end')}
            value={custom.endDate}
            min={custom.startDate || undefined}
            onChange={(endDate) => setCustom((c) => ({ ...c, endDate }))}
          />
          {problem && (
            <p className={styles.error} role="status">
              {t(`custom.${problem}`)}
            </p>
          )}
        </div>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {t('loadFailed')}
        </p>
      )}
      {view === 'rank' && loading && range && <Loading />}
      {view === 'rank' ? (
        range && (
          <RankView
            totals={totals.data}
            range={range}
            rankBy={rankBy}
            onRankBy={setRankBy}
            options={options}
            onOptions={setOptions}
          />
        )
      ) : (
        <FlaggedHoursReport assignees={flags.data} range={range} isLoading={loading && range !== undefined} />
      )}
    </section>
  );
}
