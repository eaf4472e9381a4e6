import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const page = style({ padding: vars.space.lg, maxWidth: vars.panel['6xl'] });

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.md,
});

export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });
