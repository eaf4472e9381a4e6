import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
  },
});

/** Points right while closed, down while open. */
export const chevron = style({
  flex: 'none',
  transform: 'rotate(-90deg)',
  transition: 'transform 150ms',
  selectors: { '[aria-expanded="true"] > &': { transform: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const title = style({ flex: 1, minWidth: 0 });

export const aside = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
