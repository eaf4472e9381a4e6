import { appointmentMonthsModel } from '@bayline/contracts/read-models/appointments';
import { laborFlagsModel } from '@bayline/contracts/read-models/leaderboard';
import { textsModel } from '@bayline/contracts/read-models/messaging';
import { reportJobsModel } from '@bayline/contracts/read-models/reports';
import { describe, expect, it } from 'vitest';
import { missingIndex } from './index-coverage.ts';
import { memoryReadModels } from './memory.ts';

const jobs = [['locationShortName'], ['locationShortName', 'roState', 'jobAdminInt']];

describe('missingIndex', () => {
  it('accepts filters an index narrows: on the first field of one, or on id', () => {
    expect(missingIndex(jobs, { locationShortName: 'A' })).toBeUndefined();
    expect(missingIndex(jobs, { locationShortName: { $in: ['A', 'B'] }, roState: 2, archived: false })).toBeUndefined();
    expect(missingIndex(jobs, { $and: [{ locationShortName: 'A' }, { total: { $gt: 3 } }] })).toBeUndefined();
    expect(missingIndex([], { id: { $in: ['a', 'b'] } })).toBeUndefined();
    expect(missingIndex([], {})).toBeUndefined();
    expect(missingIndex(jobs, { $or: [{ locationShortName: 'A' }, { id: 'x' }] })).toBeUndefined();
  });

  it('refuses filters that leave MongoDB only the whole collection, naming their fields', () => {
    expect(missingIndex(jobs, { roState: 2 })).toBe('no declared index starts with a field of the filter on roState');
    expect(missingIndex(jobs, { locationShortName: { $ne: 'A' }, roState: 2 })).toMatch(/locationShortName, roState/);
    expect(missingIndex(jobs, { $or: [{ locationShortName: 'A' }, { vin: 'x' }] })).toMatch(
      /on locationShortName, vin$/,
    );
    expect(missingIndex([], { 'customer.id': 'x' })).toMatch(/customer\.id/);
  });

  it('accepts a sort an index walks after the fields the filter pins, and a sort by id', () => {
    const sort = { roState: 1, jobAdminInt: -1 } as const;
    expect(missingIndex(jobs, { locationShortName: 'A', $or: [{ hat: 'x' }] }, sort)).toBeUndefined();
    expect(missingIndex(jobs, {}, { locationShortName: 1, roState: 1 })).toBeUndefined();
    expect(missingIndex(jobs, { locationShortName: 'A' }, { id: 1 })).toBeUndefined();
    const updates = [['locationShortName', 'position']];
    expect(missingIndex(updates, { locationShortName: 'A', position: { $gt: 3 } }, { position: 1 })).toBeUndefined();
  });

  it('refuses a sort no index serves, naming its fields', () => {
    expect(missingIndex(jobs, { locationShortName: 'A' }, { jobAdminInt: -1 })).toBe(
      'no declared index serves the sort on jobAdminInt',
    );
    // roState is not pinned to one value, so the index cannot hand documents over in jobAdminInt order.
    expect(missingIndex(jobs, { locationShortName: 'A', roState: { $in: [1, 2] } }, { jobAdminInt: 1 })).toMatch(
      /sort on jobAdminInt/,
    );
    expect(missingIndex(jobs, { locationShortName: 'A' }, { roState: 1, createDate: 1 })).toMatch(
      /sort on roState, createDate/,
    );
  });
});

describe('a read model read through its declaration', () => {
  const { view } = memoryReadModels();

  it('answers what its declared indexes serve', async () => {
    const delivered = { locationShortName: 'A', deliveredOn: { $gte: '2026-03-01', $lte: '2026-03-31' } };
    await expect(view.collection(reportJobsModel).find(delivered)).resolves.toEqual([]);
    await expect(view.collection(textsModel).find({ jobAdminId: 'j1' }, { sort: { createdAt: 1 } })).resolves.toEqual(
      [],
    );
    await expect(view.collection(laborFlagsModel).count({ locationShortName: 'A' })).resolves.toBe(0);
  });

  it('does not compile a filter or sort on a field its documents have not', async () => {
    // @ts-expect-error: a report's job has no VIN
    await expect(view.collection(reportJobsModel).find({ vin: 'x' })).rejects.toThrow(/on vin/);
    // @ts-expect-error: a text has no sentAt; its thread is in the order the texts were made
    await expect(view.collection(textsModel).find({ jobAdminId: 'j1' }, { sort: { sentAt: 1 } })).rejects.toThrow(
      /sort on sentAt/,
    );
  });

  it('refuses under vitest, in every store, a read its declared indexes do not serve, naming the read model', async () => {
    await expect(view.collection(reportJobsModel).find({ hat: 'RO-1' })).rejects.toThrow(
      'Read model reportJobs: a query has no declared index starts with a field of the filter on hat',
    );
    await expect(
      view.collection(textsModel).find({ locationShortName: 'A' }, { sort: { createdAt: 1 } }),
    ).rejects.toThrow(/textMessages.*sort on createdAt/);
    await expect(view.collection(appointmentMonthsModel).count({ month: '2026-03' })).rejects.toThrow(
      /appointmentMonths.*on month/,
    );
  });
});
