import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { hangerColumns, hangerHtml, hangerTitle } from './hanger.ts';
import { folderView, task } from './test-fixtures.ts';

beforeAll(() => i18n.changeLanguage('en'));

describe('Print Job Hanger', () => {
  it('prints the first 12 tasks on the left and the rest on the right', () => {
    const tasks = Array.from({ length: 15 }, (_, i) => i + 1);
    const [left, right] = hangerColumns(tasks);
    expect(left).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(right).toEqual([13, 14, 15]);
    expect(hangerColumns([1, 2])).toEqual([[1, 2], []]);
  });

  it('cuts the title beyond 12 characters, beyond 8 when tasks are printed', () => {
    expect(hangerTitle('Alexandra Johnson', false)).toBe('Alexandra Jo…');
    expect(hangerTitle('Alexandra Johnson', true)).toBe('Alexandr…');
    expect(hangerTitle('Pat Doe', true)).toBe('Pat Doe');
    expect(hangerTitle('123456789012', false)).toBe('123456789012');
    expect(hangerTitle('12345678', true)).toBe('12345678');
  });

  it('writes the job’s details escaped, the QR code, and two task columns', () => {
    const tasks = Array.from({ length: 13 }, (_, i) => task(`t${i}`, i, { description: `Step ${i} <b>` }));
    const html = hangerHtml({
      job: folderView({ clientName: 'Al <B>', hat: 'RO-77' }),
      tasks,
      qrSvg: '<svg id="qr"></svg>',
      qrValue: 'https://shop.test/production?action=openjobactions&value=j1',
      groupName: 'Fleet',
    });
    expect(html).toContain('<svg id="qr"></svg>');
    expect(html).toContain('data-qr-value="https://shop.test/production?action=openjobactions&amp;value=j1"');
    expect(html).toContain('<h1>Al &lt;B&gt;</h1>');
    expect(html).toContain('RO-77');
    expect(html).toContain('Step 12 &lt;b&gt;');
    expect(html).not.toContain('Step 1 <b>');
    expect(html.match(/<ul>/g)).toHaveLength(2);
    const single = hangerHtml({ job: folderView(), tasks: [], qrSvg: '', qrValue: '', groupName: '' });
    expect(single).not.toContain('<ul>');
    expect(single).toContain('<h1>Pat Doe</h1>');
  });
});
