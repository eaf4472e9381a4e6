import { cycleCheckJob, notificationJob } from '@bayline/contracts';
import { locationSettingsModel } from '@bayline/contracts/read-models/identity';
import { locationMetricsModel } from '@bayline/contracts/read-models/metrics';
import { itemAt } from '@bayline/contracts/testing/item-at';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { ReadStore } from '@bayline/platform/read-store/port';
import { describe, expect, it } from 'vitest';
import { jobCreated, recorded } from '../testing/events.ts';
import { withStores } from '../testing/stores.ts';
import { notificationReactor } from './reactions.ts';

const move = (from: string, to: string) => ({
  streamId: 'job-j1',
  type: 'JobMovedToDepartment',
  data: {
    jobAdminId: 'j1',
    fromDepartmentShortName: from,
    toDepartmentShortName: to,
    toDepartmentId: `dep-${to}`,
    toSubdepartmentShortName: null,
  },
});

/** The work the process manager asks for each of `events`, in order, reading `readStore`'s read models. */
const workOf = async (readStore: ReadStore, events: RecordedEvent[]) => {
  const reactor = notificationReactor({ readStore });
  const works = [];
  for (const event of events) works.push(...(await reactor.workFor(event)));
  return works;
};

/** The metrics read model having counted the log up to `position`: BAYVIEW's jobs per department. */
const counted = (readStore: ReadStore, position: number, jobsByDepartment: Record<string, number>) =>
  readStore.commit(
    [{ op: 'upsert', collection: locationMetricsModel.collection, doc: { id: 'BAYVIEW', jobsByDepartment } }],
    { name: 'metrics', position },
  );

/** What a notification job says of the `n`th event (from 1) of job j1. */
const about = (events: RecordedEvent[], n: number) => ({
  eventId: `event-${n}`,
  position: n,
  version: n - 1,
  at: itemAt(events, n - 1).metadata.at,
  locationShortName: 'BAYVIEW',
  jobAdminId: 'j1',
});

describe('the notifications process manager', () => {
  it('queues one notification per department entry, badge state and assignment someone is told of', () =>
    withStores(async ({ readStore }) => {
      const assigned = { jobAdminId: 'j1', jobAssignmentId: 'a1', departmentId: 'd2', contactId: 'c1' };
      const events = recorded([
        {
          streamId: 'job-j1',
          type: 'BadgeStateChanged',
          data: { jobAdminId: 'j1', badgeId: 'b1', state: 4, badgeDescription: 'Parts', stateDescription: 'Critical' },
        },
        { streamId: 'job-j1', type: 'JobAssigned', data: { ...assigned, doNotify: true, notifyOnly: false } },
        { streamId: 'job-j1', type: 'JobAssigned', data: { ...assigned, doNotify: false, notifyOnly: true } },
        { streamId: 'job-j1', type: 'JobAssigned', data: { ...assigned, doNotify: false, notifyOnly: false } },
        { streamId: 'job-j1', type: 'JobPrioritised', data: { jobAdminId: 'j1', priority: 1 } },
        // Into another subdepartment of the same department: entered (its assignees told), nothing counted anew.
        move('BODY', 'BODY'),
      ]);
      const at = (n: number) => about(events, n);
      expect(await workOf(readStore, events)).toEqual([
        {
          name: notificationJob,
          data: { ...at(1), kind: 'badgeStateChanged', badgeId: 'b1', state: 4 },
          jobId: 'notify-event-1',
        },
        {
          name: notificationJob,
          data: { ...at(2), kind: 'assigned', contactId: 'c1', departmentId: 'd2' },
          jobId: 'notify-event-2',
        },
        {
          name: notificationJob,
          data: { ...at(3), kind: 'assigned', contactId: 'c1', departmentId: 'd2' },
          jobId: 'notify-event-3',
        },
        {
          name: notificationJob,
          data: { ...at(6), kind: 'departmentEntered', departmentId: 'dep-BODY' },
          jobId: 'notify-event-6',
        },
      ]);
    }));

  it('looks at WIP and inventory after every event that changes what they count, and after no other, with the counts', () =>
    withStores(async ({ readStore }) => {
      const events = recorded([
        jobCreated('j1'),
        move('EST', 'BODY'),
        { streamId: 'job-j1', type: 'JobInformationChanged', data: { jobAdminId: 'j1', changes: { hours: 12 } } },
        {
          streamId: 'job-j1',
          type: 'JobInformationChanged',
          data: { jobAdminId: 'j1', changes: { datePickup: '2026-03-04' } },
        },
        { streamId: 'job-j1', type: 'JobArchived', data: { jobAdminId: 'j1', closeDate: '2026-03-04' } },
        { streamId: 'job-j1', type: 'JobReopened', data: { jobAdminId: 'j1' } },
        { streamId: 'job-j1', type: 'JobVoided', data: { jobAdminId: 'j1', closeDate: '2026-03-05' } },
      ]);
      await counted(readStore, 7, { 'dep-BODY': 3 });
      const work = await workOf(readStore, events);
      expect(work.filter((w) => (w.data as { kind: string }).kind === 'capacity')).toEqual(
        [1, 2, 4, 5, 6, 7].map((n) => ({
          name: notificationJob,
          data: { ...about(events, n), kind: 'capacity', jobsByDepartment: { 'dep-BODY': 3 } },
          jobId: `notify-event-${n}-capacity`,
        })),
      );
      // The move also tells the department's assignees.
      expect(work.map((w) => w.jobId)).toContain('notify-event-2');
    }));

  it('counts WIP and inventory once the metrics projector has passed the event, not before', () =>
    withStores(async ({ readStore }) => {
      const [created] = recorded([jobCreated('j1')]);
      // Counted up to the event before: the job created is not in these yet.
      await counted(readStore, 0, { 'dep-EST': 4 });
      const asked = workOf(readStore, [created]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await counted(readStore, 1, { 'dep-EST': 5 });
      expect((await asked).map((w) => w.data)).toEqual([
        { ...about([created], 1), kind: 'capacity', jobsByDepartment: { 'dep-EST': 5 } },
      ]);
    }));

  it('schedules a location’s cycle check every job notification period: when it opens and when that changes', () =>
    withStores(async ({ readStore }) => {
      const events = recorded([
        { streamId: 'location-HARBOR', type: 'LocationOpened', data: { info: { shortName: 'HARBOR' } } },
        { streamId: 'location-HARBOR', type: 'LocationPreferencesChanged', data: { changes: { jobNotifyPeriod: 5 } } },
        { streamId: 'location-HARBOR', type: 'LocationPreferencesChanged', data: { changes: { notifyMax: 3 } } },
      ]);
      const check = (minutes: number) => ({
        name: cycleCheckJob,
        data: { locationShortName: 'HARBOR' },
        jobId: 'cycles-HARBOR',
        everyMs: minutes * 60_000,
      });
      expect(await workOf(readStore, events)).toEqual([check(15), check(5)]);
    }));

  it('schedules every location’s cycle check again when it starts leading, once the locations are projected', () =>
    withStores(async ({ store, readStore }) => {
      const metadata = {
        userId: 'u1',
        at: '2026-03-02T15:00:00.000Z',
        locationShortName: 'HARBOR',
        correlationId: 'c',
      };
      const opened = { type: 'LocationOpened', data: {}, metadata: { ...metadata, schemaVersion: 1 } };
      await store.append('location-HARBOR', [opened], { expectedVersion: -1 });
      const requeued = notificationReactor({ readStore }).requeue!({ store, readStore });
      // The locations projector reaches the head a moment later.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const settings = (shortName: string, jobNotifyPeriod: number) => ({
        op: 'upsert' as const,
        collection: locationSettingsModel.collection,
        doc: { id: shortName, shortName, jobNotifyPeriod },
      });
      await readStore.commit([settings('HARBOR', 20), settings('BAYVIEW', 15)], { name: 'locations', position: 1 });
      expect((await requeued).map((w) => [w.jobId, w.everyMs])).toEqual([
        ['cycles-BAYVIEW', 15 * 60_000],
        ['cycles-HARBOR', 20 * 60_000],
      ]);
    }));
});
