import { type JobEvents, locationMetrics } from '@bayline/contracts';
import { locationMetricsModel, metricsJobsModel } from '@bayline/contracts/read-models/metrics';
import { describe, expect, it } from 'vitest';
import { jobCreated } from '../testing/events.ts';
import { type GivenData, type GivenEvent, given, on } from '../testing/given.ts';
import { metricsProjector } from './metrics.ts';

const onJob = <T extends keyof JobEvents>(job: string, type: T, data?: GivenData<T>) =>
  on(`job-${job}`, type, { jobAdminId: job, ...data } as GivenData<T>);
const move = (job: string, to: string) =>
  onJob(job, 'JobMovedToDepartment', {
    fromDepartmentShortName: 'X',
    toDepartmentShortName: to,
    toDepartmentId: `dep-${to}`,
    toSubdepartmentShortName: null,
  });
const createdIn = (job: string, department: string, extra: Partial<JobEvents['JobCreated']> = {}) =>
  jobCreated(job, { departmentShortName: department, departmentId: `dep-${department}`, ...extra });

// The demo shop's flow in short: Estimate, then Body and Paint (WIP), then Ready.
const flow = ['EST', 'BODY', 'PAINT', 'READY'].map((name, sortOrder) => ({
  departmentId: `dep-${name}`,
  sortOrder,
  isWip: name === 'BODY' || name === 'PAINT',
}));
const goals = { releaseGoal: 4, inputBuffer: 2, outputBuffer: 2, thresholdPercent: 80 };

/** The counters after the events, the capacity indicators they make, and the jobs' documents. */
function metricsAfter(events: GivenEvent[], location = 'BAYVIEW') {
  const counters = given(metricsProjector, locationMetricsModel, events);
  const doc = counters.document(location);
  return {
    counters,
    jobs: given(metricsProjector, metricsJobsModel, events),
    counts: doc?.jobsByDepartment,
    metrics: locationMetrics(flow, doc?.jobsByDepartment ?? {}, goals),
  };
}

describe('capacity metrics read model', () => {
  it('counts open jobs by department as they are created and moved', () => {
    const { counts, metrics } = metricsAfter([
      createdIn('j1', 'EST'),
      createdIn('j2', 'EST'),
      createdIn('j3', 'EST'),
      move('j1', 'BODY'),
      move('j2', 'BODY'),
      move('j2', 'PAINT'),
      move('j1', 'READY'),
    ]);
    expect(counts).toEqual({ 'dep-EST': 1, 'dep-PAINT': 1, 'dep-READY': 1 });
    expect(metrics).toEqual({
      wip: 1,
      wipMax: 4,
      inventory: 3,
      inventoryMax: 8,
      preProduction: 1,
      production: 1,
      postProduction: 1,
      thresholdPercent: 80,
    });
  });

  it('stops counting a job once delivered, archived or voided, and counts it again when reopened or undelivered', () => {
    const { counts, metrics } = metricsAfter([
      createdIn('j1', 'BODY'),
      createdIn('j2', 'BODY'),
      createdIn('j3', 'READY'),
      createdIn('j4', 'PAINT'),
      onJob('j1', 'JobInformationChanged', { changes: { datePickup: '2026-03-02T00:00:00' } }),
      onJob('j2', 'JobArchived', { closeDate: '2026-03-02T18:00:00.000Z' }),
      onJob('j3', 'JobVoided', { closeDate: '2026-03-02T18:00:00.000Z' }),
      onJob('j4', 'JobArchived', { closeDate: '2026-03-02T18:00:00.000Z' }),
      onJob('j4', 'JobReopened'),
      // Other facts leave the counters as they are.
      onJob('j4', 'JobInformationChanged', { changes: { clientName: 'Lee' } }),
      onJob('j4', 'JobPrioritised', { priority: 2 }),
    ]);
    expect(counts).toEqual({ 'dep-PAINT': 1 });
    expect(metrics).toMatchObject({ wip: 1, inventory: 1, production: 1 });

    const undelivered = metricsAfter([
      createdIn('j1', 'BODY', { datePickup: '2026-03-02T00:00:00' }),
      onJob('j1', 'JobInformationChanged', { changes: { datePickup: null } }),
    ]);
    expect(undelivered.metrics).toMatchObject({ wip: 1, inventory: 1 });
  });

  it('does not count a job that is only an estimate, nor one moved while closed, until it is open', () => {
    const { counts, jobs } = metricsAfter([
      createdIn('j1', 'EST', { roState: 1 }),
      createdIn('j2', 'BODY'),
      onJob('j2', 'JobArchived', { closeDate: '2026-03-02T18:00:00.000Z' }),
      move('j2', 'READY'),
    ]);
    expect(counts).toEqual({});
    jobs.thenMatches({ id: 'j2', departmentId: 'dep-READY', roState: 3 });
    const reopened = metricsAfter([
      createdIn('j2', 'BODY'),
      onJob('j2', 'JobArchived', { closeDate: '2026-03-02T18:00:00.000Z' }),
      move('j2', 'READY'),
      onJob('j2', 'JobReopened'),
    ]);
    expect(reopened.counts).toEqual({ 'dep-READY': 1 });
  });

  it('keeps each location apart and ignores streams that are not jobs', () => {
    const { counters, jobs } = metricsAfter([
      createdIn('j1', 'EST'),
      { ...createdIn('j2', 'BODY'), location: 'HARBOR' },
      on('location-BAYVIEW', 'LocationPreferencesChanged', { changes: { releaseGoal: 9 } }),
      onJob('unknown', 'JobArchived', { closeDate: '2026-03-02T18:00:00.000Z' }),
    ]);
    counters.then({ id: 'BAYVIEW', jobsByDepartment: { 'dep-EST': 1 } });
    counters.then({ id: 'HARBOR', jobsByDepartment: { 'dep-BODY': 1 } });
    expect(jobs.all().map((d) => d.id)).toEqual(['j1', 'j2']);
  });
});
