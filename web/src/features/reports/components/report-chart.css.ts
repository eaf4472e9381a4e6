import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const chart = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const toggle = style({ alignSelf: 'flex-end' });

/** The forecast's projected figures beside its gauge. */
export const boxes = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.size.forecastBox}, 1fr))`,
  gap: vars.space.sm,
});

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: vars.border.line,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  minWidth: 0,
});

export const boxLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const boxValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const boxNote = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
