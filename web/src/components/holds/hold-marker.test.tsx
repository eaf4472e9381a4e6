import type { JobHold } from '@bayline/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldMarker } from './hold-marker.tsx';

const heldAt = '2026-11-27T09:30:00.000Z';
const hold: JobHold = {
  holdId: 'h1',
  delayId: 'd-parts',
  reason: 'Parts',
  note: 'Bumper on back order',
  heldAt,
  heldById: 'u1',
  heldByName: 'Dana Reyes',
};

describe('the hold marker', () => {
  beforeEach(() => {
    // Two hours, five minutes and half a minute after the hold began.
    vi.useFakeTimers({ now: Date.parse(heldAt) + (125 * 60 + 30) * 1000 });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the reason and how long, ticking on with the minute', () => {
    render(<HoldMarker hold={hold} />);
    const marker = screen.getByTestId('hold-marker');
    expect(marker.textContent).toBe('Parts2 h 5 min');
    act(() => vi.advanceTimersByTime(60_000));
    expect(marker.textContent).toBe('Parts2 h 6 min');
  });

  it('names the hold, its note and who put it when, for hover and for a screen reader', () => {
    render(<HoldMarker hold={hold} />);
    const marker = screen.getByRole('button');
    expect(marker.getAttribute('aria-label')).toMatch(
      /^On hold: Parts, 2 h 5 min\. Bumper on back order · On hold since .+ by Dana Reyes$/,
    );
  });

  it('leaves out who when the reader does not know them', () => {
    render(<HoldMarker hold={{ ...hold, note: '', heldByName: '' }} />);
    expect(screen.getByRole('button').getAttribute('aria-label')).toMatch(
      /^On hold: Parts, 2 h 5 min\. On hold since [^·]+$/,
    );
  });
});
