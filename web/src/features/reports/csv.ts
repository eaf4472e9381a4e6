import Papa from 'papaparse';
import { cellValue, type ReportColumn, type Row } from './columns.ts';

/**
 * CSV text of a table: a header line, then one line per row. A cell that a spreadsheet would run as a formula
 * (=, +, -, @ first) is written as text.
 */
export function csvText(header: readonly string[], lines: readonly (readonly unknown[])[]): string {
  return Papa.unparse({ fields: [...header], data: lines.map((line) => [...line]) }, { escapeFormulae: true });
}

/** The grid's CSV: its shown columns under their headers, every row the filters keep, values unformatted. */
export function reportCsv(columns: readonly (ReportColumn & { title: string })[], rows: readonly Row[]): string {
  return csvText(
    columns.map((c) => c.title),
    rows.map((row) => columns.map((c) => cellValue(row, c) ?? '')),
  );
}

/** A chart's data as drawn (chart_data.csv): every field of its rows, in the order first seen. */
export function chartCsv(rows: readonly Row[]): string {
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return csvText(
    fields,
    rows.map((row) => fields.map((f) => cellOf(row[f]))),
  );
}

const cellOf = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : value;

/** A file name from a report's name: letters, digits, spaces, dashes and dots kept, the rest made '_'. */
export const fileNameOf = (name: string, extension: string) =>
  `${
    name
      .trim()
      .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
      .slice(0, 100) || 'report'
  }.${extension}`;
