import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const trigger = style({
  display: 'inline-flex',
  padding: 3,
  border: vars.border.strong,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const swatch = style({ display: 'block', width: 24, height: 20, borderRadius: 2 });

export const popover = style({
  background: vars.color.surface,
  border: vars.border.line,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const dialog = style({ padding: vars.space.sm, outline: 'none' });

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(10, 22px)', gap: 4 });

export const choice = style({
  width: 22,
  height: 22,
  padding: 0,
  border: vars.border.line,
  borderRadius: 3,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
    '&[aria-pressed="true"]': { outline: `2px solid ${vars.color.text}`, outlineOffset: 1 },
  },
});
