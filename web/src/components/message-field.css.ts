import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** Under the text area: the error on the left, the counter on the right. */
export const footer = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const counter = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const tag = style({ marginLeft: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
