import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/** What a figure measures, written with it. */
export const definition = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const hoursField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: vars.size.numberField,
});

export const hoursLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const tables = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.reportTable}), 1fr))`,
  gap: vars.space.lg,
});
