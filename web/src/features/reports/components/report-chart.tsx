import type { ChartRow, ForecastRow, SavedReport } from '@bayline/contracts';
import type { EChartsOption } from 'echarts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/choice-group.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { emptyMessage } from '../../../styles/shared.css.ts';
import { chartText, seriesName } from '../charts/chart-text.ts';
import { drillOfPick } from '../charts/drill.ts';
import {
  byClassOption,
  chartKindOf,
  departmentCycleOption,
  forecastMeasures,
  forecastOf,
  forecastOption,
  inventoryByClassOption,
  seriesOption,
} from '../charts/options.ts';
import type { Drill } from './drill-down-dialog.tsx';
import { type DrawnChart, EChart } from './echart.tsx';
import * as styles from './report-chart.css.ts';

export interface ReportChartProps {
  report: SavedReport;
  /** Chart rows, or the forecast's rows for the gauge. */
  rows: readonly ChartRow[] | readonly ForecastRow[];
  height?: number;
  onReady?: (chart: DrawnChart | null) => void;
  /** A click on a bar, point or slice with jobs behind it asks for them. */
  onDrill?: (drill: Drill) => void;
}

/**
 * A saved chart drawn its set type's way (spec 3 section 2.9); 'No Data to Display' when it has no rows. A click on
 * a bar, segment, point or slice opens the jobs behind it.
 */
export function ReportChart({ report, rows, height, onReady, onDrill }: ReportChartProps) {
  const { t } = useTranslation('reports');
  const kind = chartKindOf(report);
  const [measureField, setMeasureField] = useState(report.series[0]?.valueField ?? 'total');
  const measure = report.series.find((s) => s.valueField === measureField) ?? report.series[0];
  const option = useMemo<EChartsOption | undefined>(() => {
    const text = chartText(t);
    const chartRows = rows as readonly ChartRow[];
    switch (kind) {
      case 'byClass':
        return byClassOption(report, chartRows, text);
      case 'departmentCycle':
        return departmentCycleOption(report, chartRows, text);
      case 'inventoryByClass':
        return inventoryByClassOption(report, chartRows, measure, text);
      case 'series':
        return seriesOption(report, chartRows, text);
      case 'forecast':
        return forecastOption(rows as readonly ForecastRow[], {
          count: t('chart.forecast.count'),
          hours: t('chart.forecast.hours'),
          total: t('chart.forecast.total'),
        });
      default:
        return undefined;
    }
  }, [kind, rows, measure, report, t]);

  if (!option) return null;
  if (rows.length === 0) return <p className={emptyMessage}>{t('grid.noData')}</p>;
  return (
    <div className={styles.chart}>
      {kind === 'inventoryByClass' && report.series.length > 1 && (
        <div className={styles.toggle}>
          <ChoiceGroup
            label={t('chart.measure')}
            options={report.series.map((s) => ({ id: s.valueField, label: seriesName(t, s) }))}
            value={measure?.valueField ?? ''}
            onChange={setMeasureField}
          />
        </div>
      )}
      <EChart
        option={option}
        label={report.name}
        height={height}
        onReady={onReady}
        onPick={
          onDrill &&
          ((pick) => {
            const ask = drillOfPick(report, rows as readonly ChartRow[], pick, chartText(t), measure?.valueField);
            // A chart by class names its series by class: the figure is the report's one series.
            const figure = kind === 'byClass' && report.series[0] ? seriesName(t, report.series[0]) : undefined;
            if (ask) onDrill({ ...ask, title: [figure, pick.seriesName, pick.name].filter(Boolean).join(' · ') });
          })
        }
      />
      {kind === 'forecast' && <ForecastBoxes rows={rows as readonly ForecastRow[]} />}
    </div>
  );
}

/** The forecast's projected job count, hours and total, each with what is delivered so far this month. */
function ForecastBoxes({ rows }: { rows: readonly ForecastRow[] }) {
  const { t } = useTranslation('reports');
  const figures = forecastOf(rows);
  const text = {
    count: (n: number) => formatNumber(n, 0),
    hours: (n: number) => formatNumber(n, 2),
    total: formatMoney,
  };
  return (
    <div className={styles.boxes}>
      {forecastMeasures.map((measure) => (
        <div key={measure} className={styles.box} data-testid={`forecast-${measure}`}>
          <span className={styles.boxLabel}>{t(`chart.projected.${measure}`)}</span>
          <span className={styles.boxValue}>{text[measure](figures[measure].projected)}</span>
          <span className={styles.boxNote}>
            {t('chart.deliveredSoFar', { value: text[measure](figures[measure].delivered) })}
          </span>
        </div>
      ))}
    </div>
  );
}
