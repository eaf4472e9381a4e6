import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  width: 34,
  height: 14,
  flex: 'none',
  borderRadius: 7,
  background: vars.color.borderStrong,
  transition: 'background 120ms ease',
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      background: vars.color.primaryTint,
      outline: `1px solid ${vars.color.primary}`,
    },
    [`${switchRoot}[data-focus-visible] &`]: { boxShadow: vars.focusRing.outer },
  },
});

export const thumb = style({
  position: 'absolute',
  top: -3,
  left: -2,
  width: 20,
  height: 20,
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  transition: 'transform 120ms ease',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(18px)', background: vars.color.primary },
  },
});
