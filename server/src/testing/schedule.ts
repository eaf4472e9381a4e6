import { scheduleStream } from '@bayline/command-service/jobs/schedule';
import { stamp } from '@bayline/command-service/shared/command';
import { capacityByWeekday, type JobClass, positionHeader, type Schedule, weekdayOf } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import type { EventStore } from '@bayline/platform/event-store/port';
import { expect } from 'vitest';
import type { ApiClient } from './client.ts';

/** How many jobs of the class a day takes (its weekday's capacity). */
export const capacityOn = (jobClass: JobClass, day: string) => itemAt(capacityByWeekday(jobClass), weekdayOf(day));

/** The schedule of `day` as `client` reads it once the read side has the log up to `after` (its own writes). */
export async function dayOnSchedule(client: ApiClient, day: string, after = client.position) {
  const answer = await client.call(
    'GET',
    `/api/production/v1/JobAdmins/schedule?${new URLSearchParams({ startDate: day, endDate: day })}`,
    undefined,
    { [positionHeader]: String(after) },
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.json as Schedule;
}

/** The schedule's count of `jobClass` on `day` (see dayOnSchedule). */
export const countOn = async (client: ApiClient, jobClass: JobClass, day: string, after?: number) =>
  (await dayOnSchedule(client, day, after)).days[0]!.classes.find((c) => c.jobClassId === jobClass.jobClassId)!.count;

/**
 * Appends a job's reservation of a place alone, made at `now`: what a command killed between the day's append and
 * its job's own leaves on the store.
 */
export const reservationLeftByCrash = (
  store: EventStore,
  place: { locationShortName: string; jobClass: JobClass; day: string },
  jobAdminId: string,
  now: Date,
) =>
  store.append(
    scheduleStream(place),
    stamp([{ type: 'PlaceReserved', data: { jobAdminId } }], {
      userId: 'crashed',
      locationShortName: place.locationShortName,
      now,
      correlationId: 'crashed',
    }),
    { expectedVersion: 'any' },
  );
