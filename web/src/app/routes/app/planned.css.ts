import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const page = style({
  padding: vars.space.xl,
  overflowY: 'auto',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const text = style({
  margin: 0,
  maxWidth: vars.size.prose,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
