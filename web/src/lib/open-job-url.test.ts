import { describe, expect, it } from 'vitest';
import { jobToOpen, openJobPath, openJobUrl } from './open-job-url.ts';

describe('the URL that opens a job', () => {
  it('points the QR code at the production page opening the job', () => {
    expect(openJobUrl('https://shop.example', 'a1b2')).toBe(
      'https://shop.example/production?action=openjobactions&value=a1b2',
    );
    expect(jobToOpen('?action=openjobactions&value=a1b2')).toEqual({ jobAdminId: 'a1b2', tab: undefined });
    expect(jobToOpen(new URLSearchParams({ action: 'openjobactions', value: ' ' }))).toBeUndefined();
    expect(jobToOpen('?action=other&value=a1b2')).toBeUndefined();
    expect(jobToOpen('')).toBeUndefined();
  });

  it('names the tab the unread drawer opens the folder on', () => {
    const path = openJobPath('a1b2', 'messaging');
    expect(path).toBe('/production?action=openjobactions&value=a1b2&tab=messaging');
    expect(jobToOpen(path.slice(path.indexOf('?')))).toEqual({ jobAdminId: 'a1b2', tab: 'messaging' });
  });
});
