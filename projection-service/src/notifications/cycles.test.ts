import { type CycleGoalJob, cycleCheckJob, cycleGoalJob, type DepartmentCycle } from '@bayline/contracts';
import { jobsModel } from '@bayline/contracts/read-models/jobs';
import { createInProcessJobQueue } from '@bayline/platform/job-queue';
import { describe, expect, it } from 'vitest';
import { withStores } from '../testing/stores.ts';
import { cycleChecks, cycleGoalWork, stayNow } from './cycles.ts';

const cycle = (id: string, departmentId: string, dateTimeIn: string, dateTimeOut: string | null): DepartmentCycle => ({
  departmentCycleId: id,
  departmentId,
  departmentShortName: '',
  subdepartmentShortName: null,
  dateTimeIn,
  dateTimeOut,
  cycleTime: null,
});
/** In Body since 15:00 UTC, after Estimate. */
const inBody = [
  cycle('e1', 'dep-EST', '2026-03-02T09:00:00Z', '2026-03-02T15:00:00Z'),
  cycle('e2', 'dep-BODY', '2026-03-02T15:00:00Z', null),
];

describe('a job’s stay in its department, from its department cycles', () => {
  it('is the open cycle, named by the event that began it', () => {
    expect(stayNow(inBody)).toEqual({ stayId: 'e2', departmentId: 'dep-BODY', since: '2026-03-02T15:00:00Z' });
    expect(stayNow([])).toBeUndefined();
  });

  it('counts from its first day in the department: a move between its subdepartments is no new stay', () => {
    const subMove = [
      cycle('e2', 'dep-BODY', '2026-03-02T15:00:00Z', '2026-03-02T17:00:00Z'),
      cycle('e3', 'dep-BODY', '2026-03-02T17:00:00Z', null),
    ];
    expect(stayNow(subMove)?.stayId).toBe('e2');
    // Back in Body after Paint: a new stay, counted from its own start.
    const back = [
      ...subMove.slice(0, 1),
      cycle('e4', 'dep-PAINT', '2026-03-02T17:00:00Z', '2026-03-02T17:10:00Z'),
      cycle('e5', 'dep-BODY', '2026-03-02T17:10:00Z', null),
    ];
    expect(stayNow(back)).toEqual({ stayId: 'e5', departmentId: 'dep-BODY', since: '2026-03-02T17:10:00Z' });
  });
});

describe('a location’s cycle check', () => {
  it('queues one cycle goal job per open job with its stay, named by the job, the stay and the check', () => {
    expect(cycleGoalWork('BAYVIEW', [{ jobAdminId: 'j1', departmentCycle: inBody }], 'notify-cycles:7')).toEqual([
      {
        name: cycleGoalJob,
        data: {
          locationShortName: 'BAYVIEW',
          jobAdminId: 'j1',
          stayId: 'e2',
          departmentId: 'dep-BODY',
          since: '2026-03-02T15:00:00Z',
        },
        jobId: 'cycle-j1-e2-notify-cycles:7',
      },
    ]);
  });

  it('finds the location’s open jobs in the jobs read model and hands each to the command side', () =>
    withStores(async ({ store, readStore }) => {
      const queue = createInProcessJobQueue();
      try {
        await readStore.ensureIndexes(jobsModel.collection, [['locationShortName', 'roState', 'jobAdminInt']]);
        const doc = (id: string, locationShortName: string, roState: number) => ({
          id,
          jobAdminId: id,
          jobAdminInt: 1,
          locationShortName,
          roState,
          departmentCycle: inBody,
        });
        await readStore.commit(
          [
            { op: 'upsert', collection: jobsModel.collection, doc: doc('open', 'BAYVIEW', 2) },
            { op: 'upsert', collection: jobsModel.collection, doc: doc('archived', 'BAYVIEW', 3) },
            { op: 'upsert', collection: jobsModel.collection, doc: doc('elsewhere', 'HARBOR', 2) },
          ],
          { name: 'jobs', position: 0 },
        );
        const found: CycleGoalJob[] = [];
        await queue.process<CycleGoalJob>(cycleGoalJob, async ({ data }) => void found.push(data));
        await cycleChecks({ store, readStore, queue });
        await queue.enqueue(cycleCheckJob, { locationShortName: 'BAYVIEW' });
        await expect.poll(() => found, { timeout: 5_000 }).toHaveLength(1);
        expect(found).toEqual([expect.objectContaining({ jobAdminId: 'open', stayId: 'e2' })]);
      } finally {
        await queue.close();
      }
    }));
});
