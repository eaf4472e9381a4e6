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

/** The chart words and formats in the user's language. */
export function chartText(t: TFunction<'reports'>): ChartText {
  return {
    month: monthLabel,
    money: formatMoney,
    number: formatNumber,
    salesTooltip: (amount) => t('chart.salesTooltip', { amount }),
    goal: t('chart.goal'),
    cycleTime: t('chart.cycleTime'),
    efficiency: t('chart.efficiency'),
    none: t('chart.none'),
    trend: {
      sales: t('chart.sales'),
      throughputCount: t('chart.count'),
      throughputHours: t('chart.hours'),
      touchTime: t('chart.touchTime'),
      cycleByRo: t('chart.cycleDays'),
    },
  };
}
