import type { SavedReport } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { chartsInOrder, dashboardColumns, moveChart, pinnedCharts, togglePin } from './dashboard.ts';

const chart = (id: string, sortOrder: number, isPinned = true): SavedReport => ({
  reportId: 'r',
  reportOptionId: id,
  name: `Chart ${id}`,
  setType: 'sales',
  chartType: 'line',
  isPinned,
  sortOrder,
  filters: [],
  series: [],
  axis: [],
  argumentField: '',
  showLegend: false,
  legendHorizontal: 'center',
  legendVertical: 'bottom',
});

describe('dashboardColumns', () => {
  it('gives 1 full, 2 half, 3 a third', () => {
    expect([0, 1, 2, 3].map(dashboardColumns)).toEqual([1, 1, 2, 3]);
  });

  it('gives more charts a quarter or a third, whichever fills the last row better', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 12].map(dashboardColumns)).toEqual([4, 3, 3, 4, 4, 3, 4, 4]);
  });
});

describe('ordering the dashboard', () => {
  const charts = [chart('a', 0), chart('b', 1), chart('c', 2), chart('d', 3)];

  it('lists pinned charts by sortOrder', () => {
    expect(pinnedCharts([chart('x', 5), chart('y', 1), chart('z', 0, false)]).map((c) => c.reportOptionId)).toEqual([
      'y',
      'x',
    ]);
  });

  it('moves a chart where another was: the ids in the new order', () => {
    expect(moveChart(charts, 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveChart(charts, 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveChart(charts, 'a', 'a')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('shows the charts in the order of a move on its way, numbered again', () => {
    const shown = chartsInOrder(charts, ['c', 'a', 'd', 'b']);
    expect(shown.map((c) => [c.reportOptionId, c.sortOrder])).toEqual([
      ['c', 0],
      ['a', 1],
      ['d', 2],
      ['b', 3],
    ]);
    // A chart pinned since the move began stays after the others.
    const pinned = chart('e', 1);
    expect(chartsInOrder([...charts, pinned], ['b', 'a']).map((c) => c.reportOptionId)).toEqual([
      'b',
      'a',
      'c',
      'd',
      'e',
    ]);
  });

  it('pins after the last pinned chart and unpins', () => {
    const loose = chart('e', 0, false);
    expect(togglePin(loose, [...charts, loose])).toMatchObject({ isPinned: true, sortOrder: 4 });
    expect(togglePin(itemAt(charts, 1), charts)).toMatchObject({ isPinned: false });
    expect(togglePin(loose, [loose]).sortOrder).toBe(0);
  });
});
