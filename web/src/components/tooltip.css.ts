import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const tooltip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bar,
  color: vars.color.barText,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.card,
});
