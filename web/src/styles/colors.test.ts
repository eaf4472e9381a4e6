import { describe, expect, it } from 'vitest';
import { textOn } from './colors.ts';

/** WCAG 2 contrast ratio of two '#rrggbb' colours, computed here independently of the helper. */
function contrast(a: string, b: string): number {
  const l = (hex: string) => {
    const channel = (at: number) => {
      const s = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  };
  const [la, lb] = [l(a), l(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

describe('text on a user-chosen colour', () => {
  it('is white on dark colours and black on light and mid ones', () => {
    expect(textOn('#c62828')).toBe('#ffffff');
    expect(textOn('#17212e')).toBe('#ffffff');
    expect(textOn('#fdd835')).toBe('#000000');
    expect(textOn('#fff')).toBe('#000000');
    // The default class green and the demo blue fail 4.5:1 with white (3.0 and 3.7): black it is.
    expect(textOn('rgb(106, 168, 79)')).toBe('#000000');
    expect(textOn('#1e88e5')).toBe('#000000');
  });

  it('reaches 4.5:1 on every colour of a grid over the whole range', () => {
    const steps = ['00', '33', '66', '80', '99', 'cc', 'ff'];
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const background = `#${r}${g}${b}`;
          expect(contrast(textOn(background), background), background).toBeGreaterThanOrEqual(4.5);
        }
  });

  it('is white for what is not a hex or rgb() colour: our dark tokens', () => {
    expect(textOn('var(--color-primary)')).toBe('#ffffff');
  });
});
