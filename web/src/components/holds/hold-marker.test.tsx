import type { JobHold } from '@bayline/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../lib/query-keys.ts';
import { HoldMarker, holdDetails } from './hold-marker.tsx';

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

/** The marker as a screen shows it, with the location's settings already read. */
function renderMarker(shown: JobHold) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(queryKeys.locationSettings, { timeZone: 'America/Los_Angeles' });
  return render(
    <QueryClientProvider client={queryClient}>
      <HoldMarker hold={shown} />
    </QueryClientProvider>,
  );
}

describe('the hold marker', () => {
  beforeEach(() => {
    // Two hours, five minutes and half a minute after the hold began.
    vi.useFakeTimers({ now: Date.parse(heldAt) + (125 * 60 + 30) * 1000 });
  });
  afterEach(() => vi.useRealTimers());

  it('is named by what it shows: on hold, the reason and how long, ticking on with the minute', () => {
    renderMarker(hold);
    const marker = screen.getByRole('button', { name: 'On hold: Parts 2 h 5 min' });
    act(() => vi.advanceTimersByTime(60_000));
    expect(marker.textContent).toBe('On hold:Parts 2 h 6 min');
  });

  it('tells in its tooltip the note, and who put it on hold when', () => {
    expect(holdDetails(hold, 'America/Los_Angeles')).toBe(
      'Bumper on back order · On hold since 11/27/26 01:30:00 AM by Dana Reyes',
    );
    expect(holdDetails({ ...hold, note: '', heldByName: '' }, 'America/Los_Angeles')).toBe(
      'On hold since 11/27/26 01:30:00 AM',
    );
  });
});
