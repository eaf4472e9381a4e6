import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button.tsx';
import { Menu, MenuItem } from './menu.tsx';

function AddMenu({ onAction, header }: { onAction: (id: string) => void; header?: string }) {
  return (
    <Menu trigger={<Button>Add</Button>} aria-label="Add" header={header} onAction={(key) => onAction(String(key))}>
      <MenuItem id="package">Package</MenuItem>
      <MenuItem id="task">Task</MenuItem>
    </Menu>
  );
}

describe('Menu', () => {
  it('opens from its button with its header, does the action picked and closes', async () => {
    const onAction = vi.fn();
    render(<AddMenu onAction={onAction} header="For the Body shop" />);
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(screen.getByText('For the Body shop')).toBeTruthy();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Package', 'Task']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Task' }));
    expect(onAction).toHaveBeenCalledWith('task');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with the keyboard and Escape closes it without an action, its button focused again', async () => {
    const onAction = vi.fn();
    render(<AddMenu onAction={onAction} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Add' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add' }));
    expect(onAction).not.toHaveBeenCalled();
  });
});
