import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GridList, ListBox, ListBoxRow, ListBoxSection, ListHeader, ListOption, ListRow } from './list.tsx';
import * as rowStyles from './list-row.css.ts';

const estimates = [
  { id: 'e1', name: 'Dana Reyes, 2019 Civic' },
  { id: 'e2', name: 'Lee Park, 2021 Model 3' },
];

describe('ListRow', () => {
  it('opens the row pressed or chosen with the keyboard, drawn in the list row look', async () => {
    const onAction = vi.fn();
    render(
      <GridList aria-label="Estimates" items={estimates} onAction={(key) => onAction(key)}>
        {(estimate) => <ListRow textValue={estimate.name}>{estimate.name}</ListRow>}
      </GridList>,
    );
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.className)).toEqual([rowStyles.row.inline, rowStyles.row.inline]);

    await userEvent.click(rows[1] as HTMLElement);
    expect(onAction).toHaveBeenLastCalledWith('e2');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onAction).toHaveBeenLastCalledWith('e1');
  });
});

describe('ListBoxRow', () => {
  it('lists results under their group heading, a title over its details', async () => {
    const onAction = vi.fn();
    render(
      <ListBox aria-label="Results" selectionMode="none" onAction={(key) => onAction(key)}>
        <ListBoxSection id="open">
          <ListHeader>Open jobs</ListHeader>
          <ListBoxRow id="j1" layout="stacked" textValue="RO 1001">
            RO 1001
          </ListBoxRow>
        </ListBoxSection>
      </ListBox>,
    );
    const option = screen.getByRole('option', { name: 'RO 1001' });
    expect(option.className).toBe(rowStyles.row.stacked);
    expect(screen.getByRole('group').textContent).toContain('Open jobs');

    await userEvent.click(option);
    expect(onAction).toHaveBeenCalledWith('j1');
  });
});

describe('ListOption', () => {
  it('is picked as a select option is, many at a time where the list allows', async () => {
    const onSelectionChange = vi.fn();
    render(
      <ListBox aria-label="Contacts" selectionMode="multiple" onSelectionChange={onSelectionChange}>
        <ListOption id="c1">Dana</ListOption>
        <ListOption id="c2">Lee</ListOption>
      </ListBox>,
    );
    await userEvent.click(screen.getByRole('option', { name: 'Dana' }));
    await userEvent.click(screen.getByRole('option', { name: 'Lee' }));

    const chosen: Set<string> = onSelectionChange.mock.lastCall?.[0] ?? new Set();
    expect([...chosen]).toEqual(['c1', 'c2']);
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('aria-selected'))).toEqual([
      'true',
      'true',
    ]);
  });
});
