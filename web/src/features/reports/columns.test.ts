import { listSetTypes } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { cellValue, columnsFor, columnsFromRows, rowKeys, summariesOf, summaryCount } from './columns.ts';

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
