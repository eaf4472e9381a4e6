import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { chartCsv, csvText, fileNameOf, reportCsv } from './csv.ts';

describe('CSV export', () => {
  it('writes the header and one line per row, quoting what needs it', () => {
    expect(
      csvText(
        ['A', 'B'],
        [
          ['x, y', 'say "hi"'],
          [1, ''],
        ],
      ),
    ).toBe('A,B\r\n"x, y","say ""hi"""\r\n1,');
  });

  it('writes formulas as text', () => {
    expect(csvText(['A'], [['=HYPERLINK("x")'], ['-2+3'], [-2]])).toBe('A\r\n"\'=HYPERLINK(""x"")"\r\n"\'-2+3"\r\n-2');
  });

  it('writes the grid’s columns, customer names joined and values unformatted', () => {
    const columns = [
      { field: 'hat', kind: 'text' as const, title: 'Hat' },
      { field: 'customer', kind: 'text' as const, title: 'Customer' },
      { field: 'subTotal', kind: 'money' as const, title: 'Total' },
      { field: 'datePickup', kind: 'date' as const, title: 'Delivered' },
    ];
    const csv = reportCsv(columns, [
      { hat: '12', firstName: 'Ana', lastName: 'Pop', subTotal: 1234.5, datePickup: '2026-05-04T10:00:00Z' },
      { hat: '13', firstName: 'Li', lastName: '', subTotal: null, datePickup: null },
    ]);
    expect(Papa.parse(csv).data).toEqual([
      ['Hat', 'Customer', 'Total', 'Delivered'],
      ['12', 'Ana Pop', '1234.5', '2026-05-04'],
      ['13', 'Li', '', ''],
    ]);
  });

  it('writes a chart’s rows with every field seen', () => {
    expect(
      chartCsv([
        { month: '2026-01', total: 3 },
        { month: '2026-02', total: 4, jobClassName: 'Heavy' },
      ]),
    ).toBe('month,total,jobClassName\r\n2026-01,3,\r\n2026-02,4,Heavy');
  });

  it('makes a safe file name', () => {
    expect(fileNameOf('Sales / 2026: Q1', 'csv')).toBe('Sales _ 2026_ Q1.csv');
    expect(fileNameOf('  ', 'png')).toBe('report.png');
  });
});
