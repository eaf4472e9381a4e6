import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditableTable, type TableColumn } from './editable-table.tsx';

interface Reason {
  id: string;
  name: string;
}

const columns: TableColumn<Reason>[] = [
  {
    key: 'name',
    header: 'Reason',
    width: '60%',
    render: (row) => <input aria-label="Reason" defaultValue={row.name} />,
  },
];
const reasons: Reason[] = [
  { id: 'r1', name: 'Parts on order' },
  { id: 'r2', name: 'Waiting on insurer' },
];

describe('EditableTable', () => {
  it('names the table, heads each column at its width and draws one row of controls a row', () => {
    render(
      <EditableTable label="Hold reasons" columns={columns} rows={reasons} rowKey={(r) => r.id} emptyText="None" />,
    );
    const table = screen.getByRole('table', { name: 'Hold reasons' });

    const header = within(table).getByRole('columnheader', { name: 'Reason' });
    expect(header.style.width).toBe('60%');
    expect(
      within(table)
        .getAllByRole('textbox')
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['Parts on order', 'Waiting on insurer']);
    expect(within(table).queryByRole('columnheader', { name: 'Move' })).toBeNull();
  });

  it('says the empty text across every column when there are no rows', () => {
    render(
      <EditableTable
        label="Hold reasons"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        emptyText="Data not found"
        reorder={{ onMove: vi.fn(), rowName: (r) => r.name }}
      />,
    );
    const cell = screen.getByRole('cell', { name: 'Data not found' });
    expect(cell.getAttribute('colspan')).toBe('2');
  });

  it('leads each row with a handle named after the row when rows reorder, all disabled while told', () => {
    const { rerender } = render(
      <EditableTable
        label="Hold reasons"
        columns={columns}
        rows={reasons}
        rowKey={(r) => r.id}
        emptyText="None"
        reorder={{ onMove: vi.fn(), rowName: (r) => r.name }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Move' })).toBeTruthy();
    const handles = [
      screen.getByRole('button', { name: 'Move Parts on order' }),
      screen.getByRole('button', { name: 'Move Waiting on insurer' }),
    ];
    expect(handles.map((handle) => (handle as HTMLButtonElement).disabled)).toEqual([false, false]);

    rerender(
      <EditableTable
        label="Hold reasons"
        columns={columns}
        rows={reasons}
        rowKey={(r) => r.id}
        emptyText="None"
        reorder={{ onMove: vi.fn(), rowName: (r) => r.name, isDisabled: true }}
      />,
    );
    expect(
      screen.getAllByRole('button', { name: /^Move / }).map((handle) => (handle as HTMLButtonElement).disabled),
    ).toEqual([true, true]);
  });
});
