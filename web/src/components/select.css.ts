import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { input } from './field.css.ts';

export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': { borderColor: vars.color.focus, boxShadow: vars.focusRing.thin },
      '&[data-disabled]': { background: vars.color.surfaceAlt, color: vars.color.placeholder, cursor: 'not-allowed' },
    },
  },
]);

export const invalidTrigger = style({ borderColor: vars.color.error });

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.placeholder } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 320,
  overflowY: 'auto',
  background: vars.color.surface,
  border: vars.border.line,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.raised,
});

export const listBox = style({ outline: 'none', padding: `${vars.space.xs} 0` });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.primaryTint },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold, color: vars.color.primary },
  },
});

export const swatch = style({
  display: 'inline-block',
  verticalAlign: '-1px',
  marginRight: vars.space.sm,
  flex: 'none',
  width: 12,
  height: 12,
  borderRadius: 3,
  border: vars.border.swatch,
});

/** The tick column of a multiple select's options. */
export const check = style({ display: 'inline-flex', width: 20, flex: 'none' });
