import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './disclosure.tsx';

describe('Disclosure', () => {
  it('opens and closes by its heading, which says what it holds and how many', async () => {
    render(
      <Disclosure title="Departures" aside="2 jobs">
        <p>RO 1001</p>
      </Disclosure>,
    );
    const trigger = screen.getByRole('button', { name: 'Departures 2 jobs' });
    expect(screen.getByRole('heading', { level: 3 }).contains(trigger)).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('RO 1001').closest('[hidden]')).not.toBeNull();

    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('RO 1001').closest('[hidden]')).toBeNull();

    await userEvent.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
