/** The colour a job shows when its class has none: a green (spec 1 "Create Job dialog"). */
export const defaultClassColor = 'rgb(106, 168, 79)';

/** The colour of what has lost its own (a department since deleted): the colour picker's grey. */
export const unknownColor = '#9e9e9e';

/** Channels 0–255 of '#rgb', '#rrggbb' or 'rgb(r, g, b)'; undefined for anything else. */
function channels(color: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (hex !== undefined) {
    const digits = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(color.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

/** WCAG 2 relative luminance of a colour's channels. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Black or white, whichever contrasts more with a user-chosen colour (a job class, badge, department, type or
 * category): one of them always reaches 4.58:1. Anything not a hex or rgb() colour is one of our dark tokens:
 * white.
 */
export function textOn(background: string): '#000000' | '#ffffff' {
  const rgb = channels(background);
  if (!rgb) return '#ffffff';
  const l = luminance(rgb);
  // Contrast with white is 1.05 / (l + 0.05), with black (l + 0.05) / 0.05.
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}
