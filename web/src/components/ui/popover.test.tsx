import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button.tsx';
import { Popover } from './popover.tsx';

describe('Popover', () => {
  it('opens a dialog named by its label beside its button, and Escape closes it', async () => {
    render(
      <Popover trigger={<Button>Options</Button>} label="Leaderboard options">
        <p>Show unassigned</p>
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Options' }));

    expect(screen.getByRole('dialog', { name: 'Leaderboard options' }).textContent).toBe('Show unassigned');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives content that picks something a way to close it', async () => {
    const onPick = vi.fn();
    render(
      <Popover trigger={<Button>Week of</Button>} label="Choose a week">
        {({ close }) => (
          <Button
            onPress={() => {
              onPick();
              close();
            }}
          >
            This week
          </Button>
        )}
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Week of' }));
    await userEvent.click(screen.getByRole('button', { name: 'This week' }));

    expect(onPick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
