import type { AssigneeLaborFlags } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n.ts';
import { flaggedHoursHtml, flaggedHoursLines, rangeText } from './flagged-hours.ts';

describe('a range of days', () => {
  it('are said as one day, or start to end', () => {
    expect(rangeText({ startDate: '2026-03-04', endDate: '2026-03-04' })).toBe('03/04/2026');
    expect(rangeText({ startDate: '2026-03-01', endDate: '2026-03-04' })).toBe('03/01/2026 to 03/04/2026');
  });
});

describe('the Flagged Hours Report', () => {
  const marco: AssigneeLaborFlags = {
    contactId: 'm',
    name: 'Marco <Diaz>',
    totalFlagged: 10.25,
    flags: [
      {
        jobAdminId: 'j1',
        hat: '',
        jobAdminInt: 1042,
        description: 'Body',
        flaggedHours: 6,
        dateTimeOut: '2026-03-03T22:00:00.000Z',
        date: '2026-03-03',
      },
      {
        jobAdminId: 'j2',
        hat: 'RO-7',
        jobAdminInt: 1043,
        description: 'Body',
        flaggedHours: 4.25,
        dateTimeOut: '2026-03-04T18:00:00.000Z',
        date: '2026-03-04',
      },
    ],
  };

  it('lines each flag with its date, JOB #, department and hours', () => {
    expect(flaggedHoursLines(marco).map(({ key: _, ...line }) => line)).toEqual([
      { date: '03/03/2026', job: '#1042', department: 'Body', flaggedHours: '6.00' },
      { date: '03/04/2026', job: 'RO-7', department: 'Body', flaggedHours: '4.25' },
    ]);
  });

  it('prints a table per assignee with its total, names escaped', () => {
    const html = flaggedHoursHtml([marco, { ...marco, contactId: null, name: 'Unassigned', flags: [] }], {
      startDate: '2026-03-01',
      endDate: '2026-03-04',
    });
    expect(html).toContain('<title>Flagged Hours Report · 03/01/2026 to 03/04/2026</title>');
    expect(html).toContain('<h2>Marco &lt;Diaz&gt;</h2>');
    expect(html).toContain('<th>Date</th><th>JOB #</th><th>Department</th><th>Flagged Hours</th>');
    expect(html).toContain('Flagged Hours Total:</td><td class="hours">10.25 HOURS</td>');
    expect(html).toContain('<h2>Unassigned</h2>');
    expect(html).toContain('href="/flagged-hours.css"');
  });
});
