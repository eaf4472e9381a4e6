import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ChoiceGroup } from '../../../components/choice-group.tsx';
import { useDisplayPreferences } from '../../../lib/display-preferences.ts';
import { useReportData } from '../api/get-report-data.ts';
import { useReportOptions } from '../api/get-report-options.ts';
import { isChart } from '../charts/options.ts';
import { columnsFromRows, columnsOf, type ReportColumn, type Row, summariesOf } from '../columns.ts';
import { chartCsv, fileNameOf, reportCsv } from '../csv.ts';
import { type DateRange, weekOf } from '../dates.ts';
import { downloadCsv, downloadUrl } from '../download.ts';
import { dateRangeOf, type ListedFilterKey, listedFilters, serverOptionKeys } from '../filters.ts';
import type { ChartRow, ReportCardRow, ReportFilter, SavedReport } from '../types.ts';
import { DateRangeEditor } from './date-range-editor.tsx';
import type { DrawnChart } from './echart.tsx';
import { fixedOptions } from './filter-list.tsx';
import { ReportCards } from './report-cards.tsx';
import { ReportChart } from './report-chart.tsx';
import { ReportGrid } from './report-grid.tsx';
import { ReportItemMenu } from './report-menus.tsx';
import * as styles from './reports.css.ts';
import { Skeleton } from './skeleton.tsx';
import { WeekOfPicker } from './week-of-picker.tsx';

/** Reports of vehicles coming in or going out are read a week at a time: the 'Week of' picker sets their range. */
const weekly = new Set<SavedReport['setType']>(['inboundVehicle', 'outboundVehicle']);

export interface SavedReportViewProps {
  report: SavedReport;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A saved report's card (spec 3 section 2.8): its actions menu, date range with Run (and the 'Week of' picker for
 * the weekly ones), its filters, its chart when it is one, and its rows as a grid or, for the report card, one
 * location per page. A skeleton stands in while the rows load.
 */
export function SavedReportView({ report, canWrite, onEdit, onDelete }: SavedReportViewProps) {
  const { t } = useTranslation('reports');
  const { weekStart } = useDisplayPreferences();
  const [range, setRange] = useState<DateRange>(() => dateRangeOf(report.filters, report.setType, new Date()));
  const [view, setView] = useState<'list' | 'card'>('list');
  const data = useReportData(report.reportOptionId, range);
  const rows = (data.data?.data ?? []) as Row[];
  const chart = isChart(report);
  const drawn = useRef<DrawnChart | null>(null);
  const gridView = useRef<{ columns: (ReportColumn & { title: string })[]; rows: Row[] } | null>(null);
  const onReady = useCallback((c: DrawnChart | null) => {
    drawn.current = c;
  }, []);
  const onView = useCallback((v: { columns: (ReportColumn & { title: string })[]; rows: Row[] }) => {
    gridView.current = v;
  }, []);
  const columns = useMemo(() => {
    const own = columnsOf(report.setType);
    return own.length > 0 ? own : columnsFromRows(rows);
  }, [report.setType, rows]);

  const exportCsv = () => {
    if (chart) downloadCsv('chart_data.csv', chartCsv(rows));
    else if (gridView.current)
      downloadCsv(fileNameOf(report.name, 'csv'), reportCsv(gridView.current.columns, gridView.current.rows));
  };
  const exportPng = () => {
    const png = drawn.current?.toPng();
    if (png) downloadUrl(fileNameOf(report.name, 'png'), png);
  };

  return (
    <article className={styles.card} aria-labelledby="saved-report-title" data-testid="saved-report">
      <header className={styles.cardHeader}>
        <div>
          <h2 id="saved-report-title" className={styles.cardTitle}>
            {report.name}
          </h2>
          <p className={styles.cardType}>{t(`setTypes.${report.setType}`)}</p>
        </div>
        <ReportItemMenu
          report={report}
          canWrite={canWrite}
          canPng={chart && rows.length > 0}
          onAction={(action) => {
            if (action === 'edit') onEdit();
            else if (action === 'delete') onDelete();
            else if (action === 'csv') exportCsv();
            else if (action === 'png') exportPng();
          }}
        />
      </header>
      <div className={styles.controls}>
        <DateRangeEditor value={range} onRun={setRange} />
        {weekly.has(report.setType) && (
          <WeekOfPicker
            value={weekOf(new Date(`${range.start}T00:00`), weekStart)}
            onChange={setRange}
            weekStart={weekStart}
          />
        )}
        {report.setType === 'reportCard' && (
          <ChoiceGroup
            label={t('view.label')}
            options={[
              { id: 'list', label: t('view.list') },
              { id: 'card', label: t('view.card') },
            ]}
            value={view}
            onChange={setView}
          />
        )}
      </div>
      <FilterChips filters={report.filters} />
      {data.isPending ? (
        <Skeleton />
      ) : data.isError ? (
        <div>
          <p className={styles.error} role="alert">
            {t('loadFailed', { reason: data.error.message })}
          </p>
          <Button onPress={() => void data.refetch()}>{t('retry')}</Button>
        </div>
      ) : (
        <>
          {chart && <ReportChart report={report} rows={rows as ChartRow[]} onReady={onReady} />}
          {report.setType === 'reportCard' && view === 'card' ? (
            <ReportCards rows={rows as unknown as ReportCardRow[]} />
          ) : (
            <ReportGrid
              label={report.name}
              columns={columns}
              rows={rows}
              summaries={summariesOf(report.setType)}
              onView={onView}
            />
          )}
        </>
      )}
    </article>
  );
}

/** The report's filters as read-only chips: 'Job Class: Heavy'. */
function FilterChips({ filters }: { filters: readonly ReportFilter[] }) {
  const { t } = useTranslation('reports');
  const listed = listedFilters(filters);
  if (listed.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t('filters.title')}>
      {listed.map((f) => (
        <FilterChip key={f.index} filter={f} />
      ))}
    </ul>
  );
}

function FilterChip({ filter }: { filter: ReportFilter }) {
  const { t } = useTranslation('reports');
  const key = filter.filterName as ListedFilterKey;
  const options = useReportOptions(key, serverOptionKeys.has(key));
  const label =
    options.data?.find((o) => o.value === filter.value)?.label ??
    fixedOptions(key, t).find((o) => o.id === filter.value)?.label ??
    filter.value;
  return <li className={styles.chip}>{t('filters.chip', { key: t(`filters.keys.${key}`), value: label })}</li>;
}
