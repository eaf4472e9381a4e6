import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DayCalendar } from './day-calendar.tsx';

describe('DayCalendar', () => {
  it('shows the month of its day with that day selected, and tells the day picked', async () => {
    const onChange = vi.fn();
    render(<DayCalendar label="Day" day="2026-03-10" onChange={onChange} firstDayOfWeek="sun" />);
    expect(screen.getByRole('heading').textContent).toContain('2026');
    expect(screen.getByRole('button', { name: /March 10, 2026/ }).getAttribute('aria-label')).toContain('selected');

    await userEvent.click(screen.getByRole('button', { name: /March 12, 2026/ }));

    expect(onChange).toHaveBeenCalledWith('2026-03-12');
  });

  it('follows a day changed from outside, and refuses the days it is told are unavailable', async () => {
    const onChange = vi.fn();
    function Follow() {
      const [day, setDay] = useState('2026-03-10');
      return (
        <>
          <button type="button" onClick={() => setDay('2026-04-02')}>
            Next appointment
          </button>
          <DayCalendar
            label="Day"
            day={day}
            onChange={onChange}
            firstDayOfWeek="mon"
            isDayUnavailable={(d) => d > '2026-04-05'}
          />
        </>
      );
    }
    render(<Follow />);
    await userEvent.click(screen.getByRole('button', { name: 'Next appointment' }));
    expect(screen.getByRole('button', { name: /April 2, 2026/ }).getAttribute('aria-label')).toContain('selected');

    await userEvent.click(screen.getByRole('button', { name: /April 9, 2026/ }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
