import type { ReportCardRow } from '@bayline/contracts';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardTitle, figureText, reportCardFigures } from './report-card.ts';

const harbor: ReportCardRow = {
  locationShortName: 'HARBOR',
  locationName: 'Harbor Auto Body',
  alias: 'Harbor',
  deliveredCount: 12,
  subTotal: 45210.5,
  avgSeverity: 3767.541,
  totalHours: 310.256,
  totalRefinish: 88.5,
  wipCount: 7,
  inventoryCount: 9,
  leadCycle: 1.234,
  productionCycle: 4.5,
  lagCycle: 0.005,
  k2kCycle: 6.666,
  productionTouchTime: 3.14259,
  touchTime: 2.5,
};

describe('the report card', () => {
  beforeAll(() => i18n.init({ lng: 'en', resources: {}, initAsync: false }));

  it('shows every figure of spec 3 section 2.8, cycles and touch times to 2 decimals', () => {
    expect(reportCardFigures.map((f) => figureText(harbor, f))).toEqual([
      '12',
      '$45,210.50',
      '$3,767.54',
      '310.26',
      '88.50',
      '7',
      '9',
      '1.23',
      '4.50',
      '0.01',
      '6.67',
      '3.14',
      '2.50',
    ]);
  });

  it('reads a missing figure as 0 and names the location by its alias when it has one', () => {
    expect(figureText({ ...harbor, k2kCycle: null as unknown as number }, 'k2kCycle')).toBe('0.00');
    expect(cardTitle(harbor)).toBe('Harbor');
    expect(cardTitle({ ...harbor, alias: ' ' })).toBe('Harbor Auto Body');
    expect(cardTitle({ ...harbor, alias: '' })).toBe('Harbor Auto Body');
  });
});
