import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const calendar = style({
  width: '100%',
  maxWidth: 280,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginBottom: vars.space.xs,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const nav = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.thin },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const grid = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 30,
  margin: 1,
  borderRadius: '50%',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-selected]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.thin },
    '&[data-unavailable]': { color: vars.color.placeholder, textDecoration: 'line-through', cursor: 'not-allowed' },
  },
});
