import { style, styleVariants } from '@vanilla-extract/css';
import { belowMedium } from '../../../styles/breakpoints.ts';
import { vars } from '../../../styles/theme.css.ts';

export const preserve = style({ paddingBottom: vars.space.sm });

export const error = style({ color: vars.color.error, margin: 0 });

/** Arrivals and Departures side by side; one over the other below the medium breakpoint. */
export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [belowMedium]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.column,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const panelTitle = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.stripe} solid transparent`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const line = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}`, minWidth: 0 });

export const muted = style({ color: vars.color.textMuted });

export const strong = style({ fontWeight: vars.fontWeight.semibold });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const check = styleVariants({
  done: { color: vars.color.success, alignSelf: 'center' },
  notDone: { color: vars.color.border, alignSelf: 'center' },
});

export const empty = style({ color: vars.color.textMuted, textAlign: 'center', margin: 0, padding: vars.space.md });
