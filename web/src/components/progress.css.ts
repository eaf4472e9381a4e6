import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const progress = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const track = style({
  width: 120,
  height: 6,
  borderRadius: 3,
  background: vars.color.column,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', background: vars.color.primary, transition: 'width 120ms linear' });

export const completion = style({
  flex: 1,
  minWidth: 200,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const completionLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const completionTrack = style({
  height: 8,
  borderRadius: 4,
  background: vars.color.column,
  overflow: 'hidden',
});

const completionFillBase = style({ height: '100%', transition: 'width 200ms' });

export const completionFill = styleVariants({
  partial: [completionFillBase, { background: vars.color.primary }],
  done: [completionFillBase, { background: vars.color.success }],
});
