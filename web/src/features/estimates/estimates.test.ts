import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { estimateFigures, estimateVehicle, needsOverwriteQuestion, receivedText } from './estimates.ts';

beforeAll(() => i18n.changeLanguage('en'));

describe('estimate rows', () => {
  it('writes the vehicle without empty parts or a 0 year', () => {
    expect(estimateVehicle({ year: 2020, make: 'Honda', model: 'Civic' })).toBe('2020 Honda Civic');
    expect(estimateVehicle({ year: 0, make: '', model: 'Civic' })).toBe('Civic');
    expect(estimateVehicle({ year: 0, make: '', model: '' })).toBe('');
  });

  it('writes hours to one decimal, refinish only when there is some, and the subtotal in dollars', () => {
    expect(estimateFigures({ hours: 6, refinish: 0, subtotal: 900 })).toBe('6.0 hrs · $900.00');
    expect(estimateFigures({ hours: 6.25, refinish: 1.5, subtotal: 1234.5 })).toBe('6.3 hrs (R 1.5) · $1,234.50');
  });

  it('writes the arrival as MM/DD/YY hh:mm:ss a on the location’s clock, nothing for a bad date', () => {
    // 23:07 UTC is 3:07 PM in Oakland (UTC-8 in March before the change), whatever the browser's zone.
    expect(receivedText('2025-03-04T23:07:09Z', 'America/Los_Angeles')).toBe('03/04/25 03:07:09 PM');
    expect(receivedText('soon', 'America/Los_Angeles')).toBe('');
  });

  it('asks about overwriting only for an estimate already linked to a job', () => {
    expect(needsOverwriteQuestion({ linkedJobAdminId: 'job-1' })).toBe(true);
    expect(needsOverwriteQuestion({ linkedJobAdminId: null })).toBe(false);
    expect(needsOverwriteQuestion({ linkedJobAdminId: '' })).toBe(false);
  });
});
