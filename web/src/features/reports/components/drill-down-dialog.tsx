import type { DateRange, DrillDown, SavedReport } from '@bayline/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useDrillDown } from '../api/get-drill-down.ts';
import type { DrillAsk } from '../charts/drill.ts';
import { drillColumns, type Row } from '../columns.ts';
import { ReportGrid } from './report-grid.tsx';
import * as styles from './reports.css.ts';
import { Skeleton } from './skeleton.tsx';

/** A drill-down asked for: the figure and slice, and the figure as the chart or card names it. */
export type Drill = DrillAsk & { title: string };

/** The figure as the report shows it: money, a whole count or percent, else 2 decimals. */
function figureText(drill: DrillDown): string {
  if (drill.value === null) return '–';
  if (drill.aggregate === 'percent') return `${formatNumber(drill.value, 0)}%`;
  if (drill.aggregate === 'count') return formatNumber(drill.value, 0);
  return drill.unit === 'money' ? formatMoney(drill.value) : formatNumber(drill.value, 2);
}

/**
 * The jobs behind a figure (issue 11): the figure and how many jobs (or department stays) make it, then each with
 * what it adds, most first, in a grid that filters, groups and exports like a report's; the RO number opens the
 * job's folder.
 */
export function DrillDownDialog({
  report,
  drill,
  range,
  onClose,
}: {
  report: SavedReport;
  drill: Drill;
  /** The range the report was run over, when not its own. */
  range: DateRange | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('reports');
  const answer = useDrillDown(report.reportOptionId, drill, range);
  const title = t('drill.title', { figure: drill.title });
  const columns = useMemo(() => (answer.data ? drillColumns(answer.data) : []), [answer.data]);
  return (
    <AppDialog title={title} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="lg">
      <DialogBody>
        {answer.isPending ? (
          <Skeleton />
        ) : answer.isError ? (
          <p className={styles.error} role="alert">
            {t('loadFailed', { reason: answer.error.message })}
          </p>
        ) : (
          <>
            <p className={styles.drillSummary} data-testid="drill-figure">
              {t('drill.figure', { figure: drill.title, value: figureText(answer.data) })}
              {' · '}
              {t(answer.data.setType === 'deptCycleByRo' ? 'drill.stays' : 'drill.jobs', { count: answer.data.count })}
              {answer.data.count > answer.data.rows.length &&
                ` · ${t('drill.more', { shown: answer.data.rows.length })}`}
            </p>
            <ReportGrid label={title} columns={columns} rows={answer.data.rows as unknown as Row[]} summaries={[]} />
          </>
        )}
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>{t('cycle.close')}</Button>
      </DialogFooter>
    </AppDialog>
  );
}
