import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyMessage } from '../styles/shared.css.ts';
import * as styles from './editable-table.css.ts';
import { DragHandle, dragAccessibility, useDragSensors } from './sortable.tsx';

export interface TableColumn<Row> {
  key: string;
  header: string;
  /** A CSS width ('20%', '64px'). */
  width?: string;
  render: (row: Row) => ReactNode;
}

export interface EditableTableProps<Row> {
  /** Names the table for assistive technology. */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
  /** Rows can be dragged (or moved by keyboard) by a first 'Move' column: `onMove(movedKey, toKeyOfRowThere)`. */
  reorder?: {
    onMove: (activeKey: string, overKey: string) => void;
    isDisabled?: boolean;
    rowName: (row: Row) => string;
  };
}

/** A table of rows whose cells are controls; optionally reordered by drag and drop (pointer or keyboard). */
export function EditableTable<Row>({ label, columns, rows, rowKey, emptyText, reorder }: EditableTableProps<Row>) {
  const { t } = useTranslation();
  const sensors = useDragSensors();
  const keys = rows.map(rowKey);
  const columnCount = columns.length + (reorder ? 1 : 0);
  const body = (
    <tbody>
      {rows.length === 0 ? (
        <tr>
          <td className={emptyMessage} colSpan={columnCount}>
            {emptyText}
          </td>
        </tr>
      ) : (
        rows.map((row) => (
          <TableRow
            key={rowKey(row)}
            id={rowKey(row)}
            cells={columns.map((c) => (
              <td key={c.key} className={styles.cell}>
                {c.render(row)}
              </td>
            ))}
            handle={reorder ? { name: reorder.rowName(row), isDisabled: reorder.isDisabled ?? false } : undefined}
          />
        ))
      )}
    </tbody>
  );
  const nameOf = (id: string | number) => {
    const row = rows.find((r) => rowKey(r) === String(id));
    return (row && reorder?.rowName(row)) || t('table.row');
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (reorder && over && active.id !== over.id) reorder.onMove(String(active.id), String(over.id));
  };

  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {reorder && (
              <th className={styles.headerCell} style={{ width: 56 }}>
                {t('table.move')}
              </th>
            )}
            {columns.map((c) => (
              <th key={c.key} className={styles.headerCell} style={c.width ? { width: c.width } : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        {reorder ? (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={dragAccessibility(
              (moment, name, other) => t(`table.drag.${moment}`, { name, other }),
              nameOf,
              t('table.drag.instructions'),
            )}
          >
            <SortableContext items={keys} strategy={verticalListSortingStrategy}>
              {body}
            </SortableContext>
          </DndContext>
        ) : (
          body
        )}
      </table>
    </div>
  );
}

function TableRow({
  id,
  cells,
  handle,
}: {
  id: string;
  cells: ReactNode;
  handle: { name: string; isDisabled: boolean } | undefined;
}) {
  if (!handle) return <tr className={styles.row}>{cells}</tr>;
  return <SortableRow id={id} cells={cells} handle={handle} />;
}

function SortableRow({
  id,
  cells,
  handle,
}: {
  id: string;
  cells: ReactNode;
  handle: { name: string; isDisabled: boolean };
}) {
  const { t } = useTranslation();
  const sortable = useSortable({ id, disabled: handle.isDisabled });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  return (
    <tr
      ref={setNodeRef}
      className={styles.row}
      data-dragging={isDragging}
      style={{ transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined, transition }}
    >
      <td className={styles.cell}>
        <DragHandle
          sortable={sortable}
          className={styles.handle}
          label={t('table.moveRow', { name: handle.name || t('table.row') })}
          isDisabled={handle.isDisabled}
        />
      </td>
      {cells}
    </tr>
  );
}
