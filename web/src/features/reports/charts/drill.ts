import {
  type ChartRow,
  type DrillSlice,
  drillFigureRule,
  drillsDown,
  type SavedReport,
  slicesBy,
} from '@bayline/contracts';
import { byClassField, type ChartText, categoriesOf, chartKindOf, seriesField, textOf } from './options.ts';

/** A bar, point or slice clicked: its category's name and index, its series' name and index. */
export interface ChartPick {
  name: string;
  seriesName: string;
  seriesIndex: number;
  dataIndex: number;
}

/** What a drill-down asks for: a figure of the report, narrowed to the slice clicked. */
export interface DrillAsk {
  figure: string;
  slice: Partial<Record<DrillSlice, string>>;
}

/** The slice a chart's category field narrows to. */
const sliceOfField: Partial<Record<string, DrillSlice>> = {
  month: 'month',
  datePickupMonth: 'month',
  jobClassName: 'jobClassName',
  departmentName: 'departmentName',
  groupName: 'groupName',
};

/** The department cycle's series, in the order it draws them. */
const departmentCycleFigures = ['cycleGoal', 'cycleTime', 'efficiency'];

/**
 * The figure and slice behind a click on a chart: the category's and the series' values as the rows hold them
 * (not as the chart labels them). Undefined for a chart whose figures have no jobs behind them (the forecast, the
 * leaderboards) or a click on nothing.
 */
export function drillOfPick(
  report: SavedReport,
  rows: readonly ChartRow[],
  pick: ChartPick,
  text: Pick<ChartText, 'month' | 'none'>,
  measure?: string,
): DrillAsk | undefined {
  if (!drillsDown(report.setType)) return undefined;
  /** The value of `field` in the rows that the chart names `shown`. */
  const raw = (field: string, shown: string) => {
    const value = rows.find((r) => textOf((r as Record<string, unknown>)[field], text.none) === shown)?.[
      field as keyof ChartRow
    ];
    return value === undefined || value === null ? '' : String(value);
  };
  const category = (field: string) => {
    const key = categoriesOf(rows, field, text).keys[pick.dataIndex];
    const slice = sliceOfField[field];
    return key === undefined || !slice ? undefined : { [slice]: raw(field, key) };
  };
  const row = rows[pick.dataIndex];
  let ask: DrillAsk | undefined;
  switch (chartKindOf(report)) {
    case 'byClass': {
      const at = category(byClassField(report));
      ask = at && {
        figure: report.series[0]?.valueField ?? 'total',
        slice: { ...at, jobClassName: raw('jobClassName', pick.seriesName) },
      };
      break;
    }
    case 'series': {
      const at = category(seriesField(report));
      const figure = report.series[pick.seriesIndex]?.valueField;
      ask = at && figure ? { figure, slice: at } : undefined;
      break;
    }
    case 'departmentCycle':
      ask = row && {
        figure: departmentCycleFigures[pick.seriesIndex] ?? 'cycleTime',
        slice: { departmentName: row.departmentName ?? '' },
      };
      break;
    case 'inventoryByClass':
      ask = row && { figure: measure ?? 'total', slice: { jobClassName: row.jobClassName ?? '' } };
      break;
    default:
      return undefined;
  }
  if (!ask || !drillFigureRule(report.setType, ask.figure)) return undefined;
  const setType = report.setType;
  return (Object.keys(ask.slice) as DrillSlice[]).every((s) => slicesBy(setType, s)) ? ask : undefined;
}
