/** A palette for series that carry no colour of their own (a job class or department without one). */
export const palette: readonly [string, ...string[]] = [
  '#1f6feb',
  '#2e9e6b',
  '#e3a008',
  '#d9480f',
  '#7048e8',
  '#0c8599',
  '#c2255c',
  '#5c940d',
  '#495057',
  '#f76707',
];

const hexColour = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `colour` mixed with white by `amount` (0 to 1): the department cycle chart's lighter bars. Not a hex colour: unchanged. */
export function lighten(colour: string, amount = 0.4): string {
  const digits = hexColour.exec(colour.trim())?.[1];
  if (digits === undefined) return colour;
  const hex = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  const mix = (at: number) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16);
    return Math.round(channel + (255 - channel) * Math.min(1, Math.max(0, amount)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${mix(0)}${mix(2)}${mix(4)}`;
}

/** A series' colour: its own when it is a colour, else the palette's `index`th. */
export const colourOr = (colour: unknown, index: number): string =>
  typeof colour === 'string' && colour.trim() !== '' ? colour : palette[index % palette.length]!;
