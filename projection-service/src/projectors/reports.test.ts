import type { ReportDay, ReportJob, ReportStay } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { projectInMemory } from '../projector.ts';
import { jobCreated, recorded } from '../testing/events.ts';
import { reportsProjector } from './reports.ts';

type Item = Parameters<typeof recorded>[0][number];
const on = (job: string, type: string, at: string, data: Record<string, unknown> = {}): Item => ({
  streamId: `job-${job}`,
  type,
  data: { jobAdminId: job, ...data },
  at,
});
const move = (job: string, to: string, at: string) =>
  on(job, 'JobMovedToDepartment', at, {
    fromDepartmentShortName: 'X',
    toDepartmentShortName: to,
    toDepartmentId: `dep-${to}`,
    toSubdepartmentShortName: null,
  });
const opened: Item = {
  streamId: 'location-BAYVIEW',
  type: 'LocationOpened',
  data: { info: { shortName: 'BAYVIEW', timeZone: 'America/Los_Angeles' } },
  at: '2026-01-01T00:00:00.000Z',
};
const created = (job: string, at: string, extra: Record<string, unknown> = {}): Item => ({
  ...jobCreated(job, { jobClassId: 'cls-L', groupShortName: 'INS', refinish: 4, ...extra }),
  at,
});

const project = (items: Item[]) => projectInMemory(reportsProjector, recorded(items));

describe('reports read model', () => {
  it('keeps each job with the days its indexes find it by, and whether it is in the inventory', () => {
    const model = project([
      opened,
      created('j1', '2026-03-02T16:00:00.000Z', { scheduledIn: '2026-03-03T00:00:00', hat: 'RO-1' }),
      on('j1', 'JobInformationChanged', '2026-03-03T16:00:00.000Z', { changes: { dateTowIn: '2026-03-03T00:00:00' } }),
      on('j1', 'JobScheduledOutChanged', '2026-03-03T16:01:00.000Z', { scheduledOut: '2026-03-06T00:00:00' }),
      on('j1', 'JobInformationChanged', '2026-03-06T20:00:00.000Z', {
        changes: { datePickup: '2026-03-06T00:00:00', subTotal: 1500 },
      }),
      // Facts the reports do not read change nothing.
      on('j1', 'JobNoteAdded', '2026-03-06T20:01:00.000Z', { notes: 'x' }),
    ]);
    expect(model.get('reportJobs', 'j1')).toMatchObject({
      hat: 'RO-1',
      subTotal: 1500,
      scheduledInOn: '2026-03-03',
      arrivedOn: '2026-03-03',
      scheduledOutOn: '2026-03-06',
      deliveredOn: '2026-03-06',
      inventory: false,
      k2k: 3,
    } satisfies Partial<ReportJob>);
    expect(project([created('j2', '2026-03-02T16:00:00.000Z')]).get('reportJobs', 'j2') as ReportJob).toMatchObject({
      inventory: true,
      deliveredOn: null,
      groupShortName: 'INS',
    });
  });

  it('records each stay as it ends, on the location’s day, with the job’s class, group, badges and assignees', () => {
    const model = project([
      opened,
      created('j1', '2026-03-02T16:00:00.000Z'),
      on('j1', 'JobBadgeAdded', '2026-03-02T16:10:00.000Z', { badgeId: 'b1' }),
      on('j1', 'JobAssigned', '2026-03-02T16:20:00.000Z', {
        jobAssignmentId: 'a1',
        departmentId: 'dep-EST',
        contactId: 'c1',
        doNotify: true,
        notifyOnly: false,
      }),
      // 05:30 UTC on the 3rd is still the 2nd in Oakland.
      move('j1', 'BODY', '2026-03-03T05:30:00.000Z'),
      // Another bay of Body: the same stay goes on.
      { ...move('j1', 'BODY', '2026-03-03T18:00:00.000Z') },
      move('j1', 'PAINT', '2026-03-04T17:30:00.000Z'),
    ]);
    const stays = model.all('reportStays') as ReportStay[];
    expect(stays.map((s) => [s.departmentId, s.day, s.hours, s.assignees, s.badges])).toEqual([
      ['dep-EST', '2026-03-02', 13.5, ['c1'], ['b1:1']],
      ['dep-BODY', '2026-03-04', 36, [], ['b1:1']],
    ]);
    expect(stays[0]).toMatchObject({
      jobClassId: 'cls-L',
      groupShortName: 'INS',
      dateTimeIn: '2026-03-02T16:00:00.000Z',
    });
    const day = model.get('reportDays', 'BAYVIEW|2026-03-02') as ReportDay;
    expect(day.stays).toEqual({ 'dep-EST|cls-L|INS': [1, 1350] });
    // The job's 10 hours and 4 refinish, credited to Estimate and its assignee.
    expect(day.credits).toEqual({ 'dep-EST|cls-L|INS': [1, 1000, 400] });
    expect(day.assigneeCredits).toEqual({ 'c1|dep-EST|cls-L|INS': [1, 1000, 400] });
    expect((model.get('reportDays', 'BAYVIEW|2026-03-04') as ReportDay).assigneeCredits).toEqual({
      '|dep-BODY|cls-L|INS': [1, 1000, 400],
    });
  });

  it('credits a department once per job, ends the last stay at archive, none at void, and starts one at reopen', () => {
    const model = project([
      opened,
      created('j1', '2026-03-02T16:00:00.000Z'),
      move('j1', 'BODY', '2026-03-02T18:00:00.000Z'),
      move('j1', 'EST', '2026-03-02T19:00:00.000Z'),
      move('j1', 'BODY', '2026-03-02T20:00:00.000Z'),
      on('j1', 'JobArchived', '2026-03-02T22:00:00.000Z', { closeDate: '2026-03-02T22:00:00.000Z' }),
      on('j1', 'JobReopened', '2026-03-03T17:00:00.000Z'),
      on('j1', 'JobVoided', '2026-03-03T19:00:00.000Z', { closeDate: '2026-03-03T19:00:00.000Z' }),
    ]);
    const day = model.get('reportDays', 'BAYVIEW|2026-03-02') as ReportDay;
    expect(day.stays).toEqual({ 'dep-EST|cls-L|INS': [2, 300], 'dep-BODY|cls-L|INS': [2, 300] });
    expect(day.credits).toEqual({ 'dep-EST|cls-L|INS': [1, 1000, 400], 'dep-BODY|cls-L|INS': [1, 1000, 400] });
    expect(model.get('reportDays', 'BAYVIEW|2026-03-03')).toBeUndefined();
    expect(model.all('reportStays')).toHaveLength(4);
    expect(model.get('reportJobs', 'j1')).toMatchObject({ roState: 4, stayIn: null, inventory: false });
  });

  it('names only documents it may read: the job, and for an event that ends a stay the days around it', () => {
    const [event] = recorded([move('j1', 'BODY', '2026-03-03T05:30:00.000Z')]);
    expect(reportsProjector.keys(event)).toEqual([
      { collection: 'reportJobs', id: 'j1' },
      { collection: 'reportLocations', id: 'BAYVIEW' },
      { collection: 'reportDays', id: 'BAYVIEW|2026-03-02' },
      { collection: 'reportDays', id: 'BAYVIEW|2026-03-03' },
      { collection: 'reportDays', id: 'BAYVIEW|2026-03-04' },
    ]);
    const [other] = recorded([{ streamId: 'departments-BAYVIEW', type: 'DepartmentAdded', data: {} }]);
    expect(reportsProjector.keys(other)).toEqual([]);
  });
});
