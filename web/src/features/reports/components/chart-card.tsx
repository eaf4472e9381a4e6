import { useSortable } from '@dnd-kit/sortable';
import { useCallback, useMemo, useRef } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DragHandleIcon } from '../../../components/icons.tsx';
import { useReportData } from '../api/get-report-data.ts';
import { isChart } from '../charts/options.ts';
import { columnsFromRows, columnsOf, type Row, summariesOf } from '../columns.ts';
import { chartCsv, fileNameOf } from '../csv.ts';
import { downloadCsv, downloadUrl } from '../download.ts';
import type { ChartRow, SavedReport } from '../types.ts';
import * as styles from './dashboard.css.ts';
import type { DrawnChart } from './echart.tsx';
import { ReportChart } from './report-chart.tsx';
import { ReportGrid } from './report-grid.tsx';
import { ReportItemMenu } from './report-menus.tsx';
import * as reportStyles from './reports.css.ts';
import { Skeleton } from './skeleton.tsx';

export interface ChartCardProps {
  report: SavedReport;
  canWrite: boolean;
  onUnpin: () => void;
  onEdit: (startWithFilter: boolean) => void;
  onDelete: () => void;
}

/**
 * A pinned chart on the dashboard (spec 3 section 2.9): the Move Chart handle, its name, Remove Chart from
 * Dashboard, and its menu (edit, add filter, export PNG or CSV as chart_data.csv, delete).
 */
export function ChartCard({ report, canWrite, onUnpin, onEdit, onDelete }: ChartCardProps) {
  const { t } = useTranslation('reports');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: report.reportOptionId,
    disabled: !canWrite,
  });
  const data = useReportData(report.reportOptionId);
  const rows = (data.data?.data ?? []) as Row[];
  const chart = isChart(report);
  const drawn = useRef<DrawnChart | null>(null);
  const onReady = useCallback((c: DrawnChart | null) => {
    drawn.current = c;
  }, []);
  const columns = useMemo(() => {
    const own = columnsOf(report.setType);
    return own.length > 0 ? own : columnsFromRows(rows);
  }, [report.setType, rows]);

  return (
    <article
      ref={setNodeRef}
      className={styles.card}
      data-dragging={isDragging}
      data-testid="dashboard-chart"
      aria-label={report.name}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
    >
      <header className={styles.cardHeader}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={t('moveChart', { name: report.name })}
          title={t('moveChartTitle')}
          disabled={!canWrite}
        >
          <DragHandleIcon />
        </button>
        <h2 className={styles.cardTitle}>{report.name}</h2>
        <Button className={styles.pin} aria-label={t('pin.remove')} onPress={onUnpin} isDisabled={!canWrite}>
          <PinIcon />
        </Button>
        <ReportItemMenu
          report={report}
          canWrite={canWrite}
          canPng={chart && rows.length > 0}
          withAddFilter
          onAction={(action) => {
            if (action === 'edit') onEdit(false);
            else if (action === 'addFilter') onEdit(true);
            else if (action === 'delete') onDelete();
            else if (action === 'csv') downloadCsv('chart_data.csv', chartCsv(rows));
            else if (action === 'png') {
              const png = drawn.current?.toPng();
              if (png) downloadUrl(fileNameOf(report.name, 'png'), png);
            }
          }}
        />
      </header>
      {data.isPending ? (
        <Skeleton lines={5} />
      ) : data.isError ? (
        <p className={reportStyles.error} role="alert">
          {t('loadFailed', { reason: data.error.message })}
        </p>
      ) : chart ? (
        <ReportChart report={report} rows={rows as ChartRow[]} onReady={onReady} />
      ) : (
        <ReportGrid label={report.name} columns={columns} rows={rows} summaries={summariesOf(report.setType)} />
      )}
    </article>
  );
}

/** A pin: the chart is on the dashboard. */
function PinIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable="false">
      <path d="M16 3H8v2h1v6l-3 3v2h5v5l1 1 1-1v-5h5v-2l-3-3V5h1z" />
    </svg>
  );
}
