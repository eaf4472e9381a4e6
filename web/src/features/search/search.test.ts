import type { Department, JobAdmin } from '@bayline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { groupResults, jobName, vehicleOf } from './search.ts';

beforeAll(() => i18n.changeLanguage('en'));

const department = (shortName: string, name: string): Department =>
  ({ shortName, name, departmentId: `dep-${shortName}`, subdepartments: [] }) as unknown as Department;

const job = (jobAdminId: string, departmentShortName: string, extra: Partial<JobAdmin> = {}): JobAdmin =>
  ({
    jobAdminId,
    departmentShortName,
    departmentName: '',
    roState: 2,
    hat: '',
    jobAdminInt: 1,
    year: 0,
    make: '',
    model: '',
    ...extra,
  }) as JobAdmin;

const summary = (groups: ReturnType<typeof groupResults>) =>
  groups.map((g) => [g.title, g.jobs.length, g.jobs.map((j) => j.jobAdminId)]);

describe('groupResults', () => {
  const departments = [department('EST', 'Estimate'), department('BODY', 'Body'), department('PAINT', 'Paint')];

  it('groups by department in department order with a count each, keeping the server order inside', () => {
    const jobs = [job('p1', 'PAINT'), job('e1', 'EST'), job('p2', 'PAINT'), job('e2', 'EST'), job('p3', 'PAINT')];
    expect(summary(groupResults(jobs, departments))).toEqual([
      ['Estimate', 2, ['e1', 'e2']],
      ['Paint', 3, ['p1', 'p2', 'p3']],
    ]);
  });

  it('puts archived and voided jobs last under their state, whatever department they were in', () => {
    const jobs = [
      job('v', 'EST', { roState: 4 }),
      job('a1', 'PAINT', { roState: 3 }),
      job('b', 'BODY'),
      job('a2', 'EST', { roState: 3 }),
      job('est', 'BODY', { roState: 1 }),
    ];
    expect(summary(groupResults(jobs, departments))).toEqual([
      ['Body', 2, ['b', 'est']],
      ['Archived', 2, ['a1', 'a2']],
      ['Voided', 1, ['v']],
    ]);
  });

  it('names a department no longer on the board by the job, or as not linked, after the known ones', () => {
    const jobs = [
      job('g', 'GONE', { departmentName: 'Detail' }),
      job('x', 'LOST'),
      job('p', 'PAINT'),
      job('v', 'GONE', { roState: 4 }),
    ];
    expect(summary(groupResults(jobs, departments))).toEqual([
      ['Paint', 1, ['p']],
      ['Detail', 1, ['g']],
      ['No linked Dept', 1, ['x']],
      ['Voided', 1, ['v']],
    ]);
  });

  it('has no groups for no results', () => {
    expect(groupResults([], departments)).toEqual([]);
  });
});

describe('result texts', () => {
  it('names a job by Job ID, else number, and writes the vehicle without a 0 year', () => {
    expect(jobName({ hat: 'RO-9', jobAdminInt: 5 })).toBe('RO-9');
    expect(jobName({ hat: '', jobAdminInt: 5 })).toBe('#5');
    expect(vehicleOf({ year: 0, make: 'Ford', model: 'F-150' })).toBe('Ford F-150');
    expect(vehicleOf({ year: 2020, make: 'Honda', model: '' })).toBe('2020 Honda');
  });
});
