import { type DateEntry, isLate } from '@bayline/contracts';
import { dateEntriesModel, dateEntryJobsModel } from '@bayline/contracts/read-models/date-entries';
import { describe, expect, it } from 'vitest';
import { jobCreated } from '../testing/events.ts';
import { type GivenEvent, given, on } from '../testing/given.ts';
import { dateEntriesProjector } from './date-entries.ts';

// Bayview is in Los Angeles: on 2 March 2026 (winter) its midnight is 08:00 UTC.
const opened = on(
  'location-BAYVIEW',
  'LocationOpened',
  { info: { shortName: 'BAYVIEW', timeZone: 'America/Los_Angeles' } },
  { at: '2026-01-01T00:00:00.000Z' },
);
const created = (at: string, dates: Partial<Record<'scheduledIn' | 'scheduledOut', string>> = {}): GivenEvent => ({
  ...jobCreated('j1', { jobAdminInt: 1042, ...dates }),
  at,
});
const changed = (at: string, changes: Record<string, string | null>) =>
  on('job-j1', 'JobInformationChanged', { jobAdminId: 'j1', changes }, { at });

const entriesAfter = (events: GivenEvent[]) =>
  given(dateEntriesProjector, dateEntriesModel, [opened, ...events])
    .all()
    .sort((a, b) => a.enteredAt.localeCompare(b.enteredAt) || a.field.localeCompare(b.field));

describe('date entries read model', () => {
  it('keeps an entry for each date a new job is created with, entered ahead of a planned date', () => {
    const entries = entriesAfter([
      created('2026-03-02T17:00:00.000Z', { scheduledIn: '2026-03-05T00:00:00', scheduledOut: '2026-03-10T00:00:00' }),
    ]);
    expect(entries).toEqual<DateEntry[]>([
      {
        id: 'event-2:scheduledIn',
        locationShortName: 'BAYVIEW',
        jobAdminId: 'j1',
        jobAdminInt: 1042,
        field: 'scheduledIn',
        before: null,
        after: '2026-03-05T00:00:00',
        enteredAt: '2026-03-02T17:00:00.000Z',
        enteredOn: '2026-03-02',
        enteredBy: 'u1',
        // 5 March 00:00 in Los Angeles is 08:00 UTC: 2 days 15 hours ahead.
        lagHours: -63,
        backDated: false,
      },
      // 10 March is after the clocks went forward (8 March): its midnight is 07:00 UTC.
      expect.objectContaining({ field: 'scheduledOut', lagHours: -182, backDated: false }),
    ]);
  });

  it('counts the lag from midnight where the location is, and an Arrival typed two days late is late', () => {
    const [arrival] = entriesAfter([
      created('2026-03-02T17:00:00.000Z'),
      // 4 March 10:00 in Los Angeles (18:00 UTC), for 2 March: 58 hours after the date, 34 after its day ended.
      changed('2026-03-04T18:00:00.000Z', { dateTowIn: '2026-03-02T00:00:00' }),
    ]);
    expect(arrival).toMatchObject({ field: 'dateTowIn', before: null, lagHours: 58, enteredOn: '2026-03-04' });
    expect(isLate(arrival!, 24)).toBe(true);
    expect(isLate(arrival!, 34)).toBe(false);
  });

  it('calls a date moved earlier after the earlier day ended back-dated, and a plan moved earlier ahead of it not', () => {
    const entries = entriesAfter([
      created('2026-03-02T17:00:00.000Z', { scheduledOut: '2026-03-20T00:00:00' }),
      changed('2026-03-03T17:00:00.000Z', { dateTowIn: '2026-03-03T00:00:00', datePickup: '2026-03-12T00:00:00' }),
      on(
        'job-j1',
        'JobScheduledOutChanged',
        { jobAdminId: 'j1', scheduledOut: '2026-03-16T00:00:00' },
        { at: '2026-03-04T17:00:00.000Z' },
      ),
      changed('2026-03-13T17:00:00.000Z', { datePickup: '2026-03-10T00:00:00' }),
    ]);
    expect(entries.map((e) => [e.field, e.before, e.after, e.backDated])).toEqual([
      ['scheduledOut', null, '2026-03-20T00:00:00', false],
      ['datePickup', null, '2026-03-12T00:00:00', false],
      ['dateTowIn', null, '2026-03-03T00:00:00', false],
      ['scheduledOut', '2026-03-20T00:00:00', '2026-03-16T00:00:00', false],
      ['datePickup', '2026-03-12T00:00:00', '2026-03-10T00:00:00', true],
    ]);
  });

  it('keeps a cleared date as an entry without a lag, and no entry for a change that leaves the dates as they are', () => {
    const events = [
      created('2026-03-02T17:00:00.000Z'),
      changed('2026-03-02T18:00:00.000Z', { dateTowIn: '2026-03-02T00:00:00' }),
      changed('2026-03-02T19:00:00.000Z', { dateTowIn: '2026-03-02T00:00:00', hat: 'RO-1' }),
      changed('2026-03-02T20:00:00.000Z', { dateTowIn: null }),
    ];
    expect(entriesAfter(events).map((e) => [e.before, e.after, e.lagHours])).toEqual([
      [null, '2026-03-02T00:00:00', 10],
      ['2026-03-02T00:00:00', null, null],
    ]);
    given(dateEntriesProjector, dateEntryJobsModel, [opened, ...events]).thenMatches({
      id: 'j1',
      dates: { dateTowIn: null },
    });
  });
});
