import { waitingJobsModel } from '@bayline/contracts/read-models/waiting';
import { describe, expect, it } from 'vitest';
import { jobCreated } from '../testing/events.ts';
import { type GivenEvent, given as givenEvents, on } from '../testing/given.ts';
import { waitingProjector } from './waiting.ts';

const given = (events: GivenEvent[]) => givenEvents(waitingProjector, waitingJobsModel, events);
const created: GivenEvent = { ...jobCreated('j1', { hat: 'H-1', jobClassId: 'jc1' }), at: '2026-03-02T08:00:00.000Z' };
const move = (to: string, at: string) =>
  on(
    'job-j1',
    'JobMovedToDepartment',
    { jobAdminId: 'j1', fromDepartmentShortName: 'X', toDepartmentShortName: to, toDepartmentId: `dep-${to}` },
    { at },
  );
const held = (holdId: string, at: string) =>
  on('job-j1', 'JobHeld', { jobAdminId: 'j1', holdId, delayId: 'parts', reason: 'Parts', note: 'bumper' }, { at });
const released = (holdId: string, at: string) =>
  on('job-j1', 'JobReleased', { jobAdminId: 'j1', holdId, reason: 'Parts', heldAt: '' }, { at });

describe('waiting read model', () => {
  it('keeps a created job with its first visit open and no hold', () => {
    given([created]).thenMatches({
      id: 'j1',
      locationShortName: 'BAYVIEW',
      hat: 'H-1',
      jobClassId: 'jc1',
      firstHeldAt: null,
      voided: false,
      visits: [{ departmentId: 'dep-EST', departmentShortName: 'EST', from: '2026-03-02T08:00:00.000Z', to: null }],
      holds: [],
    });
  });

  it('ends a visit at a move to another department, and goes on with it at a move within the department', () => {
    const doc = given([
      created,
      move('BODY', '2026-03-02T10:00:00.000Z'),
      on(
        'job-j1',
        'JobMovedToDepartment',
        { jobAdminId: 'j1', toDepartmentShortName: 'BODY', toDepartmentId: 'dep-BODY', toSubdepartmentShortName: 'B1' },
        { at: '2026-03-02T11:00:00.000Z' },
      ),
    ]).document('j1');
    expect(doc?.visits).toEqual([
      {
        departmentId: 'dep-EST',
        departmentShortName: 'EST',
        from: '2026-03-02T08:00:00.000Z',
        to: '2026-03-02T10:00:00.000Z',
      },
      { departmentId: 'dep-BODY', departmentShortName: 'BODY', from: '2026-03-02T10:00:00.000Z', to: null },
    ]);
  });

  it('keeps each hold from its JobHeld to its JobReleased, with who held and released it', () => {
    const doc = given([
      created,
      held('h1', '2026-03-02T09:00:00.000Z'),
      released('h1', '2026-03-02T12:00:00.000Z'),
      held('h2', '2026-03-03T09:00:00.000Z'),
    ]).document('j1');
    expect(doc?.firstHeldAt).toBe('2026-03-02T09:00:00.000Z');
    expect(doc?.holds).toEqual([
      {
        holdId: 'h1',
        delayId: 'parts',
        reason: 'Parts',
        note: 'bumper',
        heldAt: '2026-03-02T09:00:00.000Z',
        heldById: 'u1',
        releasedAt: '2026-03-02T12:00:00.000Z',
        releasedById: 'u1',
      },
      {
        holdId: 'h2',
        delayId: 'parts',
        reason: 'Parts',
        note: 'bumper',
        heldAt: '2026-03-03T09:00:00.000Z',
        heldById: 'u1',
        releasedAt: null,
        releasedById: null,
      },
    ]);
  });

  it('ends the visit when the job is archived or voided and starts one where it is when reopened', () => {
    const voided = given([
      created,
      move('BODY', '2026-03-02T10:00:00.000Z'),
      on('job-j1', 'JobVoided', { jobAdminId: 'j1', closeDate: '2026-03-03' }, { at: '2026-03-03T10:00:00.000Z' }),
    ]);
    voided.thenMatches({ id: 'j1', voided: true });
    expect(voided.document('j1')?.visits.at(-1)).toMatchObject({
      departmentId: 'dep-BODY',
      to: '2026-03-03T10:00:00.000Z',
    });
    const reopened = given([
      created,
      on('job-j1', 'JobArchived', { jobAdminId: 'j1', closeDate: '2026-03-03' }, { at: '2026-03-03T10:00:00.000Z' }),
      on('job-j1', 'JobReopened', { jobAdminId: 'j1' }, { at: '2026-03-04T10:00:00.000Z' }),
    ]);
    reopened.thenMatches({ id: 'j1', voided: false });
    expect(reopened.document('j1')?.visits).toMatchObject([
      { departmentId: 'dep-EST', to: '2026-03-03T10:00:00.000Z' },
      { departmentId: 'dep-EST', from: '2026-03-04T10:00:00.000Z', to: null },
    ]);
  });

  it('follows the fields the report lists and groups by, and ignores the rest', () => {
    const doc = given([
      created,
      on('job-j1', 'JobInformationChanged', { jobAdminId: 'j1', changes: { jobClassId: 'jc2', groupShortName: 'g1' } }),
      on('job-j1', 'JobPrioritised', { jobAdminId: 'j1', priority: 3 }),
    ]).document('j1');
    expect(doc).toMatchObject({ jobClassId: 'jc2', groupShortName: 'g1', hat: 'H-1' });
  });
});
