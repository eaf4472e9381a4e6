import type { EChartsOption } from 'echarts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/choice-group.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { emptyMessage } from '../../../styles/shared.css.ts';
import { chartText } from '../charts/chart-text.ts';
import {
  chartKindOf,
  classAverageOption,
  configurableOption,
  departmentCycleOption,
  forecastFigures,
  forecastOption,
  type InventoryMeasure,
  inventoryByClassOption,
  inventoryByDepartmentOption,
  monthByClassOption,
  salesOption,
  trendOption,
} from '../charts/options.ts';
import type { ChartRow, SavedReport } from '../types.ts';
import { type DrawnChart, EChart } from './echart.tsx';
import * as styles from './report-chart.css.ts';

export interface ReportChartProps {
  report: SavedReport;
  rows: readonly ChartRow[];
  height?: number;
  onReady?: (chart: DrawnChart | null) => void;
  onPick?: (pick: { name: string; seriesName: string; dataIndex: number }) => void;
}

const measures = ['count', 'hours', 'total'] as const;

/** A saved chart drawn its set type's way (spec 3 section 2.9); 'No Data to Display' when it has no rows. */
export function ReportChart({ report, rows, height, onReady, onPick }: ReportChartProps) {
  const { t } = useTranslation('reports');
  const [measure, setMeasure] = useState<InventoryMeasure>('count');
  const kind = chartKindOf(report);
  const option = useMemo<EChartsOption | undefined>(() => {
    const text = chartText(t);
    switch (kind) {
      case 'monthByClass':
        return monthByClassOption(rows, text);
      case 'classAverage':
        return classAverageOption(rows, text);
      case 'departmentCycle':
        return departmentCycleOption(rows, text);
      case 'sales':
        return salesOption(rows, text);
      case 'inventoryByDepartment':
        return inventoryByDepartmentOption(rows, text);
      case 'inventoryByClass':
        return inventoryByClassOption(rows, measure, text);
      case 'trend':
        return trendOption(report.setType, rows, text);
      case 'configurable':
        return configurableOption(report, rows, text);
      case 'forecast':
        return forecastOption(forecastFigures(rows[0]), {
          count: t('chart.jobCount'),
          hours: t('chart.hours'),
          total: t('chart.total'),
        });
      default:
        return undefined;
    }
  }, [kind, rows, measure, report, t]);

  if (!option) return null;
  if (rows.length === 0) return <p className={emptyMessage}>{t('grid.noData')}</p>;
  return (
    <div className={styles.chart}>
      {kind === 'inventoryByClass' && (
        <div className={styles.toggle}>
          <ChoiceGroup
            label={t('chart.measure')}
            options={measures.map((id) => ({ id, label: t(`chart.measures.${id}`) }))}
            value={measure}
            onChange={setMeasure}
          />
        </div>
      )}
      <EChart option={option} label={report.name} height={height} onReady={onReady} onPick={onPick} />
      {kind === 'forecast' && <ForecastBoxes row={rows[0]} />}
    </div>
  );
}

/** The forecast's projected job count, hours and total, each with what is delivered so far this month. */
function ForecastBoxes({ row }: { row: ChartRow | undefined }) {
  const { t } = useTranslation('reports');
  const figures = forecastFigures(row);
  const boxes = [
    { key: 'count', text: (n: number) => formatNumber(n, 0) },
    { key: 'hours', text: (n: number) => formatNumber(n, 2) },
    { key: 'total', text: formatMoney },
  ] as const;
  return (
    <div className={styles.boxes}>
      {boxes.map(({ key, text }) => (
        <div key={key} className={styles.box}>
          <span className={styles.boxLabel}>{t(`chart.projected.${key}`)}</span>
          <span className={styles.boxValue}>{text(figures[key].projected)}</span>
          <span className={styles.boxNote}>{t('chart.deliveredSoFar', { value: text(figures[key].delivered) })}</span>
        </div>
      ))}
    </div>
  );
}
