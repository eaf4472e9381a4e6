import { describe, expect, it } from 'vitest';
import { cellValue, columnsFromRows, columnsOf, rowKeys, summariesOf, summaryCount } from './columns.ts';
import { reportSetTypes } from './types.ts';

describe('the grid’s columns', () => {
  it('has columns for every report set type of the Reports screen', () => {
    for (const setType of [
      'assigneeLeaderboard',
      'customerInfo',
      'deliveredByRo',
      'forecast',
      'inboundVehicle',
      'inventory',
      'outboundVehicle',
      'sales',
      'reportCard',
    ] as const)
      expect(columnsOf(setType).length, setType).toBeGreaterThan(3);
    expect(reportSetTypes).toContain('reportCard');
  });

  it('reads joined names, days of dates and numbers', () => {
    const row = { firstName: 'Ana', lastName: 'Pop', dateTowIn: '2026-05-04T10:00:00Z', hours: '12.5', alias: '' };
    expect(cellValue(row, { field: 'customer', kind: 'text' })).toBe('Ana Pop');
    expect(cellValue({ clientName: 'Fleet Co' }, { field: 'customer', kind: 'text' })).toBe('Fleet Co');
    expect(cellValue(row, { field: 'dateTowIn', kind: 'date' })).toBe('2026-05-04');
    expect(cellValue(row, { field: 'hours', kind: 'hours' })).toBe(12.5);
    expect(cellValue(row, { field: 'make', kind: 'text' })).toBeNull();
    expect(cellValue({ locationName: 'Harbor Auto Body', alias: 'Harbor' }, { field: 'location', kind: 'text' })).toBe(
      'Harbor',
    );
  });

  it('guesses the columns of rows it has no grid for', () => {
    expect(
      columnsFromRows([
        { month: '2026-01-01', total: 3, jobClassName: 'Heavy' },
        { month: '2026-02-01', total: 4, jobClassName: null, extra: 'x' },
      ]),
    ).toEqual([
      { field: 'month', kind: 'date' },
      { field: 'total', kind: 'number' },
      { field: 'jobClassName', kind: 'text' },
      { field: 'extra', kind: 'text' },
    ]);
  });
});

describe('the grid’s counts', () => {
  const rows = [
    { hat: '1', firstName: 'Ana', lastName: 'Pop', dateTowIn: '2026-05-01', datePickup: null },
    { hat: '2', firstName: 'Ana', lastName: 'Pop', dateTowIn: null, datePickup: '2026-05-03' },
    { hat: '3', firstName: 'Li', lastName: 'Wei', dateTowIn: '2026-05-02', datePickup: '2026-05-09' },
  ];

  it('counts clients, arrived (a tow-in date) and delivered (a pickup date)', () => {
    expect(summariesOf('inboundVehicle')).toEqual(['clients', 'arrived']);
    expect(summariesOf('outboundVehicle')).toEqual(['clients', 'delivered']);
    expect(summariesOf('sales')).toEqual(['clients']);
    expect(summaryCount('clients', rows)).toBe(2);
    expect(summaryCount('arrived', rows)).toBe(2);
    expect(summaryCount('delivered', rows)).toBe(2);
  });

  it('keys rows by hat, unique even when a hat repeats', () => {
    expect(rowKeys([...rows, { hat: '1' }, {}])).toEqual(['1', '2', '3', '1~1', 'row-4']);
  });
});
