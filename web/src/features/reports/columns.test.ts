import { listSetTypes } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { cellValue, columnsFor, columnsFromRows, drillColumns, rowKeys, summariesOf, summaryCount } from './columns.ts';

describe('the grid’s columns', () => {
  it('has columns for every job listing of the Reports screen, and for cards and leaderboards', () => {
    // The list types whose data are jobs: all but the report card and the leaderboard.
    for (const setType of listSetTypes.filter((type) => !['reportCard', 'assigneeLeaderboard'].includes(type)))
      expect(columnsFor('jobs', setType, []).length, setType).toBeGreaterThan(6);
    expect(columnsFor('reportCard', 'reportCard', []).map((c) => c.field)).toContain('k2kCycle');
    expect(columnsFor('leaderboard', 'assigneeLeaderboard', []).map((c) => c.field)).toEqual(['name', 'jobs', 'hours']);
  });

  it('reads the client’s name, days of dates and numbers', () => {
    const row = { firstName: 'Ana', lastName: 'Pop', dateTowIn: '2026-05-04T10:00:00Z', hours: '12.5', alias: '' };
    expect(cellValue(row, { field: 'customer', kind: 'text' })).toBe('Ana Pop');
    expect(cellValue({ clientName: 'Fleet Co', firstName: 'Fleet' }, { field: 'customer', kind: 'text' })).toBe(
      'Fleet Co',
    );
    expect(cellValue(row, { field: 'dateTowIn', kind: 'date' })).toBe('2026-05-04');
    expect(cellValue(row, { field: 'hours', kind: 'hours' })).toBe(12.5);
    expect(cellValue(row, { field: 'make', kind: 'text' })).toBeNull();
    expect(cellValue({ locationName: 'Harbor Auto Body', alias: 'Harbor' }, { field: 'location', kind: 'text' })).toBe(
      'Harbor',
    );
  });

  it('guesses the columns of a chart’s rows, colours left out', () => {
    expect(
      columnsFor('chart', 'sales', [
        { month: '2026-01-01', total: 3, jobClassName: 'Heavy', jobClassColor: '#fff' },
        { month: '2026-02-01', total: 4, jobClassName: null, extra: 'x' },
      ]),
    ).toEqual([
      { field: 'month', kind: 'date' },
      { field: 'total', kind: 'number' },
      { field: 'jobClassName', kind: 'text' },
      { field: 'extra', kind: 'text' },
    ]);
    expect(columnsFromRows([{ a: 1 }, { a: 'x' }])).toEqual([{ field: 'a', kind: 'text' }]);
  });
});

describe('the grid’s counts', () => {
  const rows = [
    { hat: '1', clientName: 'Ana Pop', arrived: true, delivered: false },
    { hat: '2', clientName: 'Ana Pop', arrived: false, delivered: true },
    { hat: '3', clientName: 'Li Wei', dateTowIn: '2026-05-02', datePickup: '2026-05-09' },
  ];

  it('counts clients, arrived (a tow-in date) and delivered (a pickup date)', () => {
    expect(summariesOf('jobs', 'inboundVehicle')).toEqual(['clients', 'arrived']);
    expect(summariesOf('jobs', 'outboundVehicle')).toEqual(['clients', 'delivered']);
    expect(summariesOf('jobs', 'sales')).toEqual(['clients']);
    expect(summariesOf('reportCard', 'reportCard')).toEqual([]);
    expect(summaryCount('clients', rows)).toBe(2);
    expect(summaryCount('arrived', rows)).toBe(2);
    expect(summaryCount('delivered', rows)).toBe(2);
  });

  it('keys rows by hat (else their id), unique even when a hat repeats', () => {
    expect(rowKeys([...rows, { hat: '1' }, {}, { id: 'c-1', hat: '' }])).toEqual([
      '1',
      '2',
      '3',
      '1~1',
      'row-4',
      'c-1',
    ]);
  });
});

describe('the columns of the jobs behind a figure', () => {
  const fields = (drill: Parameters<typeof drillColumns>[0]) =>
    drillColumns(drill).map((c) => [c.field, c.kind, c.header ?? c.field]);
  const job = ['jobAdminInt', 'code', 'jobAdminInt'];

  it('opens each job’s folder from its RO number', () => {
    const ro = itemAt(
      drillColumns({ setType: 'sales', figure: 'total', aggregate: 'count', unit: 'jobs', overUnit: null }),
      0,
    );
    expect(ro.link?.({ jobAdminId: 'j-1' })).toBe('/production?action=openjobactions&value=j-1');
  });

  it('shows what each job adds, in the figure’s unit, but not for a count', () => {
    expect(fields({ setType: 'sales', figure: 'total', aggregate: 'count', unit: 'jobs', overUnit: null })).toEqual([
      job,
      ['hat', 'text', 'hat'],
      ['customer', 'text', 'customer'],
      ['jobClassName', 'text', 'jobClassName'],
      ['departmentName', 'text', 'departmentName'],
      ['day', 'date', 'datePickup'],
    ]);
    expect(
      fields({ setType: 'sales', figure: 'subTotal', aggregate: 'sum', unit: 'money', overUnit: null }).at(-1),
    ).toEqual(['value', 'money', 'subTotal']);
    expect(
      fields({ setType: 'touchTime', figure: 'average', aggregate: 'perDay', unit: 'hours', overUnit: 'days' }).slice(
        -2,
      ),
    ).toEqual([
      ['value', 'hours', 'hours'],
      ['over', 'days', 'days'],
    ]);
  });

  it('dates a stay by its end and the inventory not at all; a department’s efficiency is goals over hours', () => {
    const efficiency = fields({
      setType: 'deptCycleByRo',
      figure: 'efficiency',
      aggregate: 'percent',
      unit: 'hours',
      overUnit: 'hours',
    });
    expect(efficiency.slice(-3)).toEqual([
      ['day', 'date', 'dateTimeOut'],
      ['value', 'hours', 'goalHours'],
      ['over', 'hours', 'stayHours'],
    ]);
    const wip = fields({ setType: 'reportCard', figure: 'wipCount', aggregate: 'count', unit: 'jobs', overUnit: null });
    expect(wip.map(([field]) => field)).not.toContain('day');
    expect(
      fields({ setType: 'inventoryByJobClass', figure: 'hours', aggregate: 'sum', unit: 'hours', overUnit: null }).map(
        ([field]) => field,
      ),
    ).not.toContain('day');
  });
});
