import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const group = style({
  display: 'inline-flex',
  border: vars.border.strong,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
});

export const choice = style({
  height: 34,
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderInlineStart: vars.border.line,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:first-child': { borderInlineStart: 0 },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 3px ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
