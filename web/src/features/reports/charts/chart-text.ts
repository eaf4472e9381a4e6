import type { ChartSeries } from '@bayline/contracts';
import type { TFunction } from 'i18next';
import { formatMoney, formatNumber, formatter } from '../../../lib/format.ts';
import type { ChartText } from './options.ts';

/** 'YYYY-MM' (or a date) as the language names its month: 'May 2026', 'mai 2026', '2026年5月'. */
export function monthLabel(month: string): string {
  const [, year, number] = /^(\d{4})-(\d{2})/.exec(month) ?? [];
  if (!year) return month;
  return formatter(
    'month',
    (tag) => new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ).format(Date.UTC(Number(year), Number(number) - 1, 1));
}

/** A name as a catalogue key: 'Cycle Time' → 'cycleTime', 'Hours per day' → 'hoursPerDay'. */
export const keyOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)?/g, (_, next: string | undefined) => (next ? next.toUpperCase() : ''));

/** A template's series name in the user's language; a name the catalogue does not know is shown as saved. */
export const seriesName = (t: TFunction<'reports'>, series: Pick<ChartSeries, 'seriesName'>) =>
  t(`chart.series.${keyOf(series.seriesName)}` as 'chart.series.jobs', { defaultValue: series.seriesName });

/** The chart words and formats in the user's language. */
export function chartText(t: TFunction<'reports'>): ChartText {
  return {
    month: monthLabel,
    money: formatMoney,
    moneyAxis: (amount) =>
      formatter(
        'moneyWhole',
        (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
      ).format(amount),
    number: formatNumber,
    salesTooltip: (amount) => t('chart.salesTooltip', { amount }),
    seriesName: (series) => seriesName(t, series),
    none: t('chart.none'),
    unit: {
      days: t('chart.unit.days'),
      hours: t('chart.unit.hours'),
      hoursPerDay: t('chart.unit.hoursPerDay'),
      jobs: t('chart.unit.jobs'),
      money: t('chart.unit.money'),
      percent: t('chart.unit.percent'),
    },
    partial: (label) => t('chart.partial', { label }),
  };
}
