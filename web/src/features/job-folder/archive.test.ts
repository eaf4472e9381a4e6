import { archiveIssues } from '@bayline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { valuesFromJob } from '../../components/job-form/job-form.ts';
import { i18n } from '../../lib/i18n.ts';
import { archiveCard, archiveFactsOf, departmentOverview } from './archive.ts';
import { department, doneTask, folderView, task } from './test-fixtures.ts';

beforeAll(() => i18n.changeLanguage('en'));

describe('archive card', () => {
  it('shows the job with hours to 1 decimal, the total in dollars and the dates as yyyy-MM-DD', () => {
    const card = archiveCard(
      folderView({
        subTotal: 1234.5,
        hours: 12,
        repairStart: '2025-03-05T00:00:00',
        dateReady: '2025-03-07T00:00:00',
        datePickup: '2025-03-08T00:00:00',
      }),
    );
    expect(card).toMatchObject({
      name: 'Pat Doe',
      vehicle: '2019 Honda Civic',
      color: 'Blue',
      jobClass: 'Light',
      hours: '12.0',
      total: '$1,234.50',
    });
    expect(card.dates).toEqual([
      { label: 'Scheduled In', value: '2025-03-03' },
      { label: 'Arrival', value: '2025-03-03' },
      { label: 'Job Start', value: '2025-03-05' },
      { label: 'Job Complete', value: '2025-03-07' },
      { label: 'Scheduled Out', value: '2025-03-10' },
      { label: 'Delivered', value: '2025-03-08' },
    ]);
  });

  it('Lead, Production, Lag and K2K in days and touch time as hours per K2K day', () => {
    const card = archiveCard(
      folderView({
        hours: 12.5,
        dateTowIn: '2025-03-03T00:00:00',
        repairStart: '2025-03-05T00:00:00',
        dateReady: '2025-03-07T00:00:00',
        datePickup: '2025-03-08T00:00:00',
      }),
    );
    expect(card).toMatchObject({ lead: 2, production: 2, lag: 1, k2k: 5, touchTime: 2.5 });
  });

  it('a same-day K2K counts as one day; missing dates leave the figures empty', () => {
    const sameDay = archiveCard(folderView({ hours: 7, datePickup: '2025-03-03T00:00:00' }));
    expect(sameDay).toMatchObject({ k2k: 0, touchTime: 7 });
    const open = archiveCard(folderView());
    expect(open).toMatchObject({ lead: null, production: null, lag: null, k2k: null, touchTime: null });
  });
});

describe('department overview', () => {
  it('adds up each department’s stays, the open one up to now, in department order', () => {
    const cycles = [
      {
        departmentCycleId: '1',
        departmentId: 'paint',
        departmentShortName: 'PAINT',
        subdepartmentShortName: null,
        dateTimeIn: '2025-03-03T00:00:00.000Z',
        dateTimeOut: '2025-03-03T06:00:00.000Z',
        cycleTime: 6,
      },
      {
        departmentCycleId: '2',
        departmentId: 'body',
        departmentShortName: 'BODY',
        subdepartmentShortName: null,
        dateTimeIn: '2025-03-03T06:00:00.000Z',
        dateTimeOut: '2025-03-03T08:00:00.000Z',
        cycleTime: 2,
      },
      {
        departmentCycleId: '3',
        departmentId: 'paint',
        departmentShortName: 'PAINT',
        subdepartmentShortName: null,
        dateTimeIn: '2025-03-03T08:00:00.000Z',
        dateTimeOut: null,
        cycleTime: null,
      },
      {
        departmentCycleId: '4',
        departmentId: 'gone',
        departmentShortName: 'OLD',
        subdepartmentShortName: null,
        dateTimeIn: '2025-03-02T08:00:00.000Z',
        dateTimeOut: '2025-03-02T09:00:00.000Z',
        cycleTime: 1,
      },
    ];
    const now = Date.parse('2025-03-03T09:30:00.000Z');
    const overview = departmentOverview(
      cycles,
      [department('body', 1, { name: 'Body' }), department('paint', 2, { name: 'Paint' })],
      now,
    );
    expect(overview).toEqual([
      { departmentId: 'body', name: 'Body', hours: 2 },
      { departmentId: 'paint', name: 'Paint', hours: 7.5 },
      { departmentId: 'gone', name: 'OLD', hours: 1 },
    ]);
  });
});

describe('archive facts from the form as edited', () => {
  it('counts outstanding tasks and reads hours, total and dates from the form', () => {
    const values = { ...valuesFromJob(folderView()), hours: '0', subTotal: '', datePickup: '' };
    const facts = archiveFactsOf(values, [task('a', 0), doneTask('b', 1), task('c', 2)]);
    expect(facts).toMatchObject({ hours: 0, subTotal: 0, outstandingTasks: 2, scheduledIn: '2025-03-03T00:00:00' });
    expect(archiveIssues(facts)).toEqual([
      '2 outstanding tasks',
      'Labor hours are zero',
      'Total is zero',
      'Job Start date is empty',
      'Job Complete date is empty',
      'Delivered date is empty',
    ]);
  });

  it('a complete job has no issues', () => {
    const values = {
      ...valuesFromJob(folderView()),
      repairStart: '2025-03-04',
      dateReady: '2025-03-06',
      datePickup: '2025-03-07',
    };
    expect(archiveIssues(archiveFactsOf(values, [doneTask('b', 0)]))).toEqual([]);
  });
});
