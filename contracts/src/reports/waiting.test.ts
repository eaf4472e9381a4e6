import { describe, expect, it } from 'vitest';
import type { BusinessWeek } from '../locations/business-hours.ts';
import { heldPieces, visitLedgers, type WaitingHold, type WaitingVisit } from './waiting.ts';

// Every day open 14:00–02:00 UTC.
const week: BusinessWeek = {
  doNotifySunday: true,
  doNotifyMonday: true,
  doNotifyTuesday: true,
  doNotifyWednesday: true,
  doNotifyThursday: true,
  doNotifyFriday: true,
  doNotifySaturday: true,
  notifyStart: '14:00',
  notifyEnd: '02:00',
  timeZone: 'UTC',
};
const visit = (departmentId: string, from: string, to: string | null): WaitingVisit => ({
  departmentId,
  departmentShortName: departmentId.toUpperCase(),
  from,
  to,
});
const hold = (holdId: string, delayId: string, heldAt: string, releasedAt: string | null): WaitingHold => ({
  holdId,
  delayId,
  reason: delayId === 'parts' ? 'Parts' : 'Approval',
  note: '',
  heldAt,
  heldById: 'u1',
  releasedAt,
  releasedById: releasedAt && 'u1',
});

const job = {
  visits: [visit('est', '2026-12-07T10:00:00Z', '2026-12-07T16:00:00Z'), visit('body', '2026-12-07T16:00:00Z', null)],
  holds: [
    hold('h1', 'parts', '2026-12-07T12:00:00Z', '2026-12-07T20:00:00Z'),
    hold('h2', 'approval', '2026-12-08T00:00:00Z', null),
  ],
};

describe('the ledger of waiting', () => {
  it('cuts a hold at the visits it spans and clips the pieces to the range, an open one running to its end', () => {
    expect(heldPieces(job, '2026-12-07T13:00:00Z', '2026-12-08T01:00:00Z')).toMatchObject([
      { hold: { holdId: 'h1' }, departmentId: 'est', from: '2026-12-07T13:00:00.000Z', to: '2026-12-07T16:00:00.000Z' },
      {
        hold: { holdId: 'h1' },
        departmentId: 'body',
        from: '2026-12-07T16:00:00.000Z',
        to: '2026-12-07T20:00:00.000Z',
      },
      {
        hold: { holdId: 'h2' },
        departmentId: 'body',
        from: '2026-12-08T00:00:00.000Z',
        to: '2026-12-08T01:00:00.000Z',
      },
    ]);
    expect(heldPieces(job, '2026-12-06T00:00:00Z', '2026-12-07T12:00:00Z')).toEqual([]);
  });

  it('splits each visit into held by reason and not held, calendar and business hours, up to now', () => {
    const [est, body] = visitLedgers(job, '2026-12-08T04:00:00Z', week);
    expect(est).toMatchObject({
      departmentId: 'est',
      calendarHours: 6,
      businessHours: 2,
      held: { calendarHours: 4, businessHours: 2 },
      notHeld: { calendarHours: 2, businessHours: 0 },
      byReason: [{ delayId: 'parts', reason: 'Parts', calendarHours: 4, businessHours: 2 }],
    });
    // Body from 16:00 to now (04:00 next day): parts to 20:00, approval from midnight; the window shuts at 02:00.
    expect(body).toMatchObject({
      to: null,
      calendarHours: 12,
      businessHours: 10,
      held: { calendarHours: 8, businessHours: 6 },
      notHeld: { calendarHours: 4, businessHours: 4 },
      byReason: [
        { delayId: 'parts', calendarHours: 4, businessHours: 4 },
        { delayId: 'approval', calendarHours: 4, businessHours: 2 },
      ],
    });
  });
});
