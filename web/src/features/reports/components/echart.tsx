import type { EChartsOption } from 'echarts';
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import EChartsReactCore from 'echarts-for-react/esm/core';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../styles/utilities.css.ts';
import type { ChartPick } from '../charts/drill.ts';
import { chartSummary } from '../charts/options.ts';

// Only the charts and parts the dashboard draws: this module loads with the dashboard and reports pages alone.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GaugeChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  CanvasRenderer,
]);

/** What a drawn chart offers its card: the PNG export. */
export interface DrawnChart {
  /** The chart as a PNG data URL on white, at twice the screen's pixels. */
  toPng: () => string;
}

export interface EChartProps {
  option: EChartsOption;
  /** Names the chart for assistive technology. */
  label: string;
  height?: number;
  onReady?: (chart: DrawnChart | null) => void;
  /** A click on a bar, point or slice: its category and series. */
  onPick?: (pick: ChartPick) => void;
}

/**
 * The tooltip drawn on the canvas: ECharts' HTML tooltip writes style attributes, which the Content Security Policy
 * (style-src without 'unsafe-inline') refuses, leaving it unstyled.
 */
export function withCanvasTooltip(option: EChartsOption): EChartsOption {
  const tooltip = option.tooltip;
  if (!tooltip || Array.isArray(tooltip)) return option;
  return { ...option, tooltip: { ...tooltip, renderMode: 'richText' } };
}

/** An ECharts chart that follows its box's size. */
export function EChart({ option, label, height = 280, onReady, onPick }: EChartProps) {
  const ref = useRef<EChartsReactCore>(null);
  const { t } = useTranslation('reports');
  const drawn = useMemo(() => withCanvasTooltip(option), [option]);
  const summary = useMemo(() => chartSummary(option), [option]);
  const summaryId = useId();
  useEffect(() => {
    // The instance is looked up when asked: the component replaces its first one once the box has its size.
    onReady?.({
      toPng: () =>
        ref.current?.getEchartsInstance()?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' }) ?? '',
    });
    return () => onReady?.(null);
  }, [onReady]);
  return (
    <div
      role="img"
      aria-label={label}
      aria-describedby={summary ? summaryId : undefined}
      style={{ width: '100%', minWidth: 0 }}
    >
      {summary && (
        // The canvas says nothing to a screen reader: the axes' units and every category's label, as drawn.
        <span id={summaryId} className={visuallyHidden}>
          {t('chart.summary', { units: summary.units.join(', '), categories: summary.categories.join(', ') })}
        </span>
      )}
      <EChartsReactCore
        ref={ref}
        echarts={echarts}
        option={drawn}
        notMerge
        lazyUpdate
        style={{ height, width: '100%' }}
        opts={{ renderer: 'canvas' }}
        onEvents={
          onPick
            ? {
                click: (event: ChartPick) =>
                  onPick({
                    name: event.name,
                    seriesName: event.seriesName,
                    seriesIndex: event.seriesIndex,
                    dataIndex: event.dataIndex,
                  }),
              }
            : undefined
        }
      />
    </div>
  );
}
