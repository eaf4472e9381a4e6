import type { DateRange, ReportCardRow, SavedReport } from '@bayline/contracts';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useReportData } from '../api/get-report-data.ts';
import { isChart } from '../charts/options.ts';
import { columnsFor, type ReportColumn, type Row, summariesOf } from '../columns.ts';
import { chartCsv, fileNameOf, reportCsv } from '../csv.ts';
import { downloadCsv, downloadUrl } from '../download.ts';
import { cardTitle } from '../report-card.ts';
import { type Drill, DrillDownDialog } from './drill-down-dialog.tsx';
import type { DrawnChart } from './echart.tsx';
import { ReportCards } from './report-cards.tsx';
import { ReportChart } from './report-chart.tsx';
import { ReportGrid } from './report-grid.tsx';
import * as styles from './reports.css.ts';
import { Skeleton } from './skeleton.tsx';

type GridView = { columns: (ReportColumn & { title: string })[]; rows: Row[] };

/**
 * A saved report's rows as the Reports screen and the dashboard show them: a skeleton while they load, the chart
 * when it is one, then the grid (or the report card's pages), and the exports: CSV of the grid as filtered (a
 * chart's data as chart_data.csv) and PNG of the chart. A chart's point or a card's figure opens the jobs behind it.
 */
export function useReportBody(
  report: SavedReport,
  {
    asked,
    view = 'list',
    skeletonLines = 6,
  }: { asked?: DateRange; view?: 'list' | 'card'; skeletonLines?: number } = {},
) {
  const { t } = useTranslation('reports');
  const data = useReportData(report.reportOptionId, asked);
  const rows = (data.data?.rows ?? []) as Row[];
  const kind = data.data?.kind ?? 'jobs';
  const chart = isChart(report);
  const drawn = useRef<DrawnChart | null>(null);
  const gridView = useRef<GridView | null>(null);
  const onReady = useCallback((c: DrawnChart | null) => {
    drawn.current = c;
  }, []);
  const onView = useCallback((v: GridView) => {
    gridView.current = v;
  }, []);
  const columns = useMemo(() => columnsFor(kind, report.setType, rows), [kind, report.setType, rows]);
  // The figure whose jobs are shown (a chart's point, a card's figure).
  const [drill, setDrill] = useState<Drill | undefined>(undefined);

  const exportCsv = () => {
    if (chart) downloadCsv('chart_data.csv', chartCsv(rows));
    else if (gridView.current)
      downloadCsv(fileNameOf(report.name, 'csv'), reportCsv(gridView.current.columns, gridView.current.rows));
  };
  const exportPng = () => {
    const png = drawn.current?.toPng();
    if (png) downloadUrl(fileNameOf(report.name, 'png'), png);
  };

  let body: ReactNode;
  if (data.isPending) body = <Skeleton lines={skeletonLines} />;
  else if (data.isError)
    body = (
      <div>
        <p className={styles.error} role="alert">
          {t('loadFailed', { reason: data.error.message })}
        </p>
        <Button onPress={() => void data.refetch()}>{t('retry')}</Button>
      </div>
    );
  else if (chart)
    body = <ReportChart report={report} rows={data.data.rows as never} onReady={onReady} onDrill={setDrill} />;
  else if (kind === 'reportCard' && view === 'card')
    body = (
      <ReportCards
        rows={data.data.rows as ReportCardRow[]}
        onDrill={(figure, row, label) =>
          setDrill({ figure, slice: { location: row.locationShortName }, title: `${label} · ${cardTitle(row)}` })
        }
      />
    );
  else
    body = (
      <ReportGrid
        label={report.name}
        columns={columns}
        rows={rows}
        summaries={summariesOf(kind, report.setType)}
        onView={onView}
      />
    );

  if (drill)
    body = (
      <>
        {body}
        <DrillDownDialog report={report} drill={drill} range={asked} onClose={() => setDrill(undefined)} />
      </>
    );

  return {
    kind,
    /** The days the report ran over, as the server answered. */
    range: data.data?.range,
    canPng: chart && rows.length > 0,
    exportCsv,
    exportPng,
    body,
  };
}
