import {
  type Column,
  columnFilteringFeature,
  columnGroupingFeature,
  columnVisibilityFeature,
  createExpandedRowModel,
  createFilteredRowModel,
  createGroupedRowModel,
  createSortedRowModel,
  type FilterFn,
  globalFilteringFeature,
  rowExpandingFeature,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button as AppButton } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { Popover } from '../../../components/ui/popover.tsx';
import { zip } from '../../../lib/lists.ts';
import { emptyMessage } from '../../../styles/shared.css.ts';
import { vars } from '../../../styles/theme.css.ts';
import {
  type ColumnKind,
  cellValue,
  displayOf,
  type ReportColumn,
  type Row,
  rowKeys,
  type SummaryKind,
  summaryCount,
} from '../columns.ts';
import { matchesText } from '../grid-filter.ts';
import { GroupHandle, Grouping } from './group-panel.tsx';
import * as styles from './report-grid.css.ts';

/** The grid shows rows 10 at a time, the next 10 as the user scrolls to the end (spec 3 section 9). */
export const gridPageSize = 10;
const rowHeight = 36;

type Keyed = Row & { __key: string };

/** The filter row's and the search panel's test: the cell as shown or stored holds the typed text. */
// biome-ignore lint/suspicious/noExplicitAny: a registry entry of the features it is registered in
const byText: FilterFn<any, Keyed> = (row, columnId, typed) => {
  const column = row.getAllCells().find((c) => c.column.id === columnId)?.column;
  const kind = (column?.columnDef.meta as { kind?: ColumnKind } | undefined)?.kind ?? 'text';
  return matchesText(row.getValue(columnId) as string | number | null, kind, String(typed ?? ''));
};

const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  columnGroupingFeature,
  rowExpandingFeature,
  columnVisibilityFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  groupedRowModel: createGroupedRowModel(),
  expandedRowModel: createExpandedRowModel(),
  filterFns: { byText },
  sortFns: { basic: sortFn_basic },
  columnMeta: {} as { kind: ColumnKind },
});

export interface ReportGridProps {
  /** Names the grid for assistive technology (the report's name). */
  label: string;
  columns: readonly ReportColumn[];
  rows: readonly Row[];
  summaries: readonly SummaryKind[];
  /** Receives the rows the filters keep and the columns shown, for the CSV export. */
  onView?: (view: { columns: (ReportColumn & { title: string })[]; rows: Row[] }) => void;
}

/**
 * A report's rows (spec 3 section 2.8): a filter row under the headers, a search panel, a group panel a header is
 * dragged into (`Grouping`), a column chooser, sorting by a header; rows keyed by hat, shown 10 at a time as the user scrolls (only those on screen
 * are drawn), the counts below. 'No Data to Display' when nothing is left.
 */
export function ReportGrid({ label, columns, rows, summaries, onView }: ReportGridProps) {
  const { t } = useTranslation('reports');
  const titles = new Map(columns.map((c) => [c.field, t(`columns.${c.header ?? c.field}`, { defaultValue: c.field })]));
  const headerOf = (field: string) => titles.get(field) ?? field;
  const data = useMemo<Keyed[]>(() => zip(rows, rowKeys(rows)).map(([row, __key]) => ({ ...row, __key })), [rows]);
  const columnDefs = useMemo(
    () =>
      columns.map((c) => ({
        id: c.field,
        accessorFn: (row: Keyed) => cellValue(row, c),
        header: c.field,
        filterFn: 'byText' as const,
        sortFn: 'basic' as const,
        sortUndefined: 'last' as const,
        meta: { kind: c.kind },
        getGroupingValue: (row: Keyed) => displayOf(cellValue(row, c), c.kind),
      })),
    [columns],
  );
  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => row.__key,
    globalFilterFn: 'byText',
    getColumnCanGlobalFilter: () => true,
    groupedColumnMode: false,
    initialState: { expanded: true },
  });
  const rowModel = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const kept = table.getFilteredRowModel().rows.map((r) => r.original);

  // Infinite scroll: ten rows, then ten more each time the end comes into view.
  const [shown, setShown] = useState(gridPageSize);
  const scroller = useRef<HTMLDivElement>(null);
  const count = Math.min(shown, rowModel.length);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    const box = scroller.current;
    const filled = box ? box.scrollHeight > box.clientHeight + rowHeight : true;
    if (count < rowModel.length && (lastIndex >= count - 1 || !filled)) setShown((s) => s + gridPageSize);
  }, [lastIndex, count, rowModel.length]);

  const viewColumns = visibleColumns.map((c) => ({
    ...(columns.find((col) => col.field === c.id) as ReportColumn),
    title: headerOf(c.id),
  }));
  const viewKey = `${viewColumns.map((c) => c.field).join()}|${kept.length}|${JSON.stringify(table.state.columnFilters)}|${table.state.globalFilter ?? ''}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: told again only when what is kept or shown changes
  useEffect(() => onView?.({ columns: viewColumns, rows: kept }), [viewKey]);

  const grouping = table.state.grouping;
  const links = new Map(columns.flatMap((c) => (c.link ? [[c.field, c.link] as const] : [])));
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columnCount = Math.max(1, visibleColumns.length);

  return (
    <div className={styles.grid}>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <TextField
            label={t('grid.search')}
            value={String(table.state.globalFilter ?? '')}
            onChange={(value) => table.setGlobalFilter(value)}
            autoComplete="off"
          />
        </div>
        <ColumnChooser columns={table.getAllLeafColumns()} headerOf={headerOf} />
      </div>
      <Grouping
        grouping={grouping}
        columns={visibleColumns.map((c) => c.id)}
        headerOf={headerOf}
        onGroup={(id) => table.getColumn(id)?.toggleGrouping()}
        onUngroup={(id) => table.getColumn(id)?.toggleGrouping()}
      >
        <div ref={scroller} className={styles.scroller} data-testid="report-grid">
          <table className={styles.table} aria-label={label} aria-rowcount={rowModel.length + 2}>
            <thead className={styles.head}>
              <tr>
                {visibleColumns.map((column) => {
                  const sorted = column.getIsSorted();
                  return (
                    <th
                      key={column.id}
                      className={styles.headerCell}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      scope="col"
                    >
                      <GroupHandle id={column.id} title={headerOf(column.id)} isGrouped={column.getIsGrouped()} />
                      <button type="button" className={styles.sortButton} onClick={column.getToggleSortingHandler()}>
                        {headerOf(column.id)}
                        {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                      </button>
                    </th>
                  );
                })}
              </tr>
              <tr>
                {visibleColumns.map((column) => (
                  <td key={column.id} className={styles.filterCell}>
                    <input
                      className={styles.filterInput}
                      aria-label={t('grid.filterColumn', { column: headerOf(column.id) })}
                      value={String(column.getFilterValue() ?? '')}
                      onChange={(event) => column.setFilterValue(event.target.value || undefined)}
                    />
                  </td>
                ))}
              </tr>
            </thead>
            <tbody>
              {rowModel.length === 0 ? (
                <tr>
                  <td className={emptyMessage} colSpan={columnCount}>
                    {t('grid.noData')}
                  </td>
                </tr>
              ) : (
                <>
                  {padTop > 0 && (
                    <tr aria-hidden>
                      <td style={{ height: padTop, padding: 0, border: 'none' }} colSpan={columnCount} />
                    </tr>
                  )}
                  {items.map((item) => {
                    const row = rowModel[item.index];
                    // The virtualiser counts the model's rows; one it still counts after they shrank is not drawn.
                    if (row === undefined) return null;
                    if (row.getIsGrouped()) {
                      const column = row.groupingColumnId ?? '';
                      return (
                        <tr key={row.id} className={styles.row} data-index={item.index}>
                          <td
                            className={styles.groupCell}
                            colSpan={columnCount}
                            style={{ paddingLeft: `calc(${vars.space.sm} + ${row.depth} * ${vars.size.indent})` }}
                          >
                            <button
                              type="button"
                              className={styles.expandButton}
                              aria-expanded={row.getIsExpanded()}
                              onClick={row.getToggleExpandedHandler()}
                            >
                              {row.getIsExpanded() ? '▾' : '▸'}
                              {t('grid.groupRow', {
                                column: headerOf(column),
                                value: String(row.groupingValue || t('grid.blank')),
                                count: row.subRows.length,
                              })}
                            </button>
                          </td>
                        </tr>
                      );
                    }
                    return (
                      <tr key={row.id} className={styles.row} data-index={item.index} data-key={row.id}>
                        {row.getVisibleCells().map((cell) => {
                          const kind = (cell.column.columnDef.meta as { kind: ColumnKind }).kind;
                          const numeric = kind === 'number' || kind === 'hours' || kind === 'days' || kind === 'money';
                          const text = displayOf(cell.getValue() as string | number | null, kind);
                          const href = links.get(cell.column.id)?.(row.original);
                          return (
                            <td key={cell.id} className={numeric ? styles.numberCell : styles.cell}>
                              {href ? (
                                <Link className={styles.cellLink} to={href}>
                                  {text}
                                </Link>
                              ) : (
                                text
                              )}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                  {padBottom > 0 && (
                    <tr aria-hidden>
                      <td style={{ height: padBottom, padding: 0, border: 'none' }} colSpan={columnCount} />
                    </tr>
                  )}
                </>
              )}
            </tbody>
          </table>
        </div>
      </Grouping>
      <div className={styles.footer} role="status">
        {summaries.map((kind) => (
          <span key={kind}>{t(`grid.summary.${kind}`, { count: summaryCount(kind, kept) })}</span>
        ))}
      </div>
    </div>
  );
}

/** The column chooser: a check box per column, at least one kept. */
function ColumnChooser({
  columns,
  headerOf,
}: {
  columns: readonly Column<typeof features, Keyed, unknown>[];
  headerOf: (id: string) => string;
}) {
  const { t } = useTranslation('reports');
  const shownCount = columns.filter((c) => c.getIsVisible()).length;
  return (
    <Popover
      trigger={
        <AppButton>
          {t('grid.columnChooser')}
          <ChevronDownIcon />
        </AppButton>
      }
      label={t('grid.columnChooser')}
      placement="bottom end"
      className={styles.chooser}
    >
      {columns.map((column) => (
        <Checkbox
          key={column.id}
          label={headerOf(column.id)}
          isSelected={column.getIsVisible()}
          isDisabled={column.getIsVisible() && shownCount === 1}
          onChange={(visible) => column.toggleVisibility(visible)}
        />
      ))}
    </Popover>
  );
}
