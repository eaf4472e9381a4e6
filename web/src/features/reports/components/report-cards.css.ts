import { style } from '@vanilla-extract/css';
import { belowMedium } from '../../../styles/breakpoints.ts';
import { vars } from '../../../styles/theme.css.ts';

export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const card = style({
  padding: vars.space.lg,
  border: vars.border.line,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.measure['5xl']}, 1fr))`,
  gap: vars.space.sm,
  margin: 0,
  '@media': { [belowMedium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  minWidth: 0,
});

export const figureLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const page = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

/** A figure opens the jobs behind it. */
export const figureButton = style({
  padding: 0,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  color: vars.color.primary,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
