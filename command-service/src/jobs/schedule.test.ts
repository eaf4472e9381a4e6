import { dateMessages, scheduleMessages } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { catalog, light, monday } from '../testing/catalog.ts';
import { given } from '../testing/given.ts';
import { createdJob } from '../testing/job.ts';
import { job } from './job.ts';
import { decideRelease, decideReservation, holdsPlace, type Place, placeOf, scheduleDay } from './schedule.ts';

// The given reservations are made at 17:00Z on Monday 03/02; `monday` is an hour later, long past pendingMs.
const thursday: Place = { locationShortName: 'BAYVIEW', jobClass: light, day: '2026-03-05' };
const reserved = (...ids: string[]) =>
  ids.map((jobAdminId) => ({ type: 'PlaceReserved' as const, data: { jobAdminId } }));
const refusedWith = (message: string) => (refusal: { extra: { errors?: unknown } }) =>
  expect(refusal.extra.errors).toEqual([{ field: 'scheduledIn', message }]);

describe('a day of a class that keeps to its capacity', () => {
  it('reserves a place while the jobs holding theirs leave one', () => {
    given(scheduleDay, reserved('a'))
      .when((s) => decideReservation(s, thursday, 'job-1', new Set(['a']), monday))
      .then([{ type: 'PlaceReserved', data: { jobAdminId: 'job-1' } }]);
  });

  it('refuses a day the class’s other jobs fill, counting not the job itself', () => {
    given(scheduleDay, reserved('a', 'b'))
      .when((s) => decideReservation(s, thursday, 'job-1', new Set(['a', 'b']), monday))
      .thenThrows('InvalidFields', refusedWith(scheduleMessages.dayFull));
    given(scheduleDay, reserved('a', 'job-1'))
      .when((s) => decideReservation(s, thursday, 'job-1', new Set(['a', 'job-1']), monday))
      .then(reserved('job-1'));
  });

  it('counts a reservation its job does not confirm only while its job’s append may be under way', () => {
    // 'b' reserved a second ago and its job is not written yet: it may be, so the day is full.
    given(scheduleDay, reserved('a', 'b'))
      .when((s) => decideReservation(s, thursday, 'job-1', new Set(['a']), new Date('2026-03-02T17:00:01Z')))
      .thenThrows('InvalidFields', refusedWith(scheduleMessages.dayFull));
    // An hour on, its job never came (a crash between the appends): the place is free.
    given(scheduleDay, reserved('a', 'b'))
      .when((s) => decideReservation(s, thursday, 'job-1', new Set(['a']), monday))
      .then(reserved('job-1'));
  });

  it('refuses a weekday the class takes no jobs', () => {
    given(scheduleDay, [])
      .when((s) => decideReservation(s, { ...thursday, day: '2026-03-07' }, 'job-1', new Set(), monday))
      .thenThrows('InvalidFields', refusedWith(dateMessages.scheduledInNoCapacity));
  });

  it('releases a place the job holds, and nothing else', () => {
    given(scheduleDay, reserved('job-1'))
      .when((s) => decideRelease(s, 'job-1'))
      .then([{ type: 'PlaceReleased', data: { jobAdminId: 'job-1' } }]);
    given(scheduleDay, [...reserved('job-1'), { type: 'PlaceReleased', data: { jobAdminId: 'job-1' } }])
      .when((s) => decideRelease(s, 'job-1'))
      .then([]);
  });
});

describe('the place a job takes', () => {
  const wednesday: Place = { ...thursday, day: '2026-03-04' };

  it('is its class’s scheduled-in day, confirmed by its stream while it is not voided (archived jobs keep theirs)', () => {
    const { state } = given(job, createdJob());
    expect(placeOf(state, catalog)).toEqual(wednesday);
    expect(holdsPlace(state, wednesday)).toBe(true);
    expect(holdsPlace(state, thursday)).toBe(false);
    expect(holdsPlace(state, { ...wednesday, jobClass: { ...light, jobClassId: 'class-heavy' } })).toBe(false);
    expect(holdsPlace(state, { ...wednesday, locationShortName: 'HARBOR' })).toBe(false);
    const archived = given(job, [
      ...createdJob(),
      { type: 'JobArchived', data: { jobAdminId: 'job-1', closeDate: 'x' } },
    ]).state;
    expect(holdsPlace(archived, wednesday)).toBe(true);
    const voided = given(job, [
      ...createdJob(),
      { type: 'JobVoided', data: { jobAdminId: 'job-1', closeDate: 'x' } },
    ]).state;
    expect(holdsPlace(voided, wednesday)).toBe(false);
    expect(placeOf(voided, catalog)).toBeUndefined();
  });

  it('is taken by a job of a class that allows going over its capacity too, which a full day never refuses', () => {
    const over = { ...catalog, jobClasses: catalog.jobClasses.map((c) => ({ ...c, allowOvercapacity: true })) };
    const place = placeOf(given(job, createdJob()).state, over);
    expect(place?.day).toBe(wednesday.day);
    const full = new Map(Array.from({ length: 10 }, (_, i) => [`other-${i}`, monday.toISOString()]));
    expect(decideReservation(full, place!, 'job-1', new Set(full.keys()), monday)).toEqual(reserved('job-1'));
  });
});
