import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { emptyMessage } from '../../../styles/shared.css.ts';
import { useWhereJobsWait } from '../api/get-waiting.ts';
import { heldHoursOption } from '../charts/waiting.ts';
import * as styles from './dashboard.css.ts';
import { EChart } from './echart.tsx';
import * as reportStyles from './reports.css.ts';
import { Skeleton } from './skeleton.tsx';

/** The dashboard's Where Jobs Wait chart: held hours by reason over the 90 days to today, live. */
export function WhereJobsWaitCard() {
  const { t } = useTranslation('reports');
  const figures = useWhereJobsWait({});
  const text = useMemo(
    () => ({
      calendar: t('waiting.calendar'),
      business: t('waiting.business'),
      hours: (v: number) => formatNumber(v, 2),
      unit: t('chart.unit.hours'),
    }),
    [t],
  );
  return (
    <section className={styles.card} aria-labelledby="where-jobs-wait-title" data-testid="where-jobs-wait-chart">
      <div className={styles.cardHeader}>
        <h2 id="where-jobs-wait-title" className={styles.cardTitle}>
          {t('waiting.tab')}
        </h2>
      </div>
      {figures.isPending ? (
        <Skeleton />
      ) : figures.isError ? (
        <p className={reportStyles.error} role="alert">
          {t('loadFailed', { reason: figures.error.message })}
        </p>
      ) : figures.data.byReason.length === 0 ? (
        <p className={emptyMessage}>{t('waiting.none')}</p>
      ) : (
        <EChart option={heldHoursOption(figures.data.byReason, text)} label={t('waiting.chartLabel')} />
      )}
    </section>
  );
}
