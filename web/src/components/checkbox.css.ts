import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 18,
  height: 18,
  flex: 'none',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: 3,
  background: vars.color.surface,
  color: vars.color.primaryText,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${checkbox}[data-indeterminate] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${checkbox}[data-focus-visible] &`]: { boxShadow: vars.focusRing.outer },
  },
});

/** The bar an indeterminate box shows. */
export const dash = style({ width: 8, height: 2, background: vars.color.primaryText, borderRadius: 1 });
