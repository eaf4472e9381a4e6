import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  height: 36,
  padding: `0 ${vars.space.lg}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.01em',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background 120ms, border-color 120ms',
  selectors: {
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.primaryText,
      selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceAlt } },
    },
  ],
  /** A square secondary button holding only an icon; name it with aria-label. */
  icon: [
    base,
    {
      width: 36,
      padding: 0,
      flex: 'none',
      background: vars.color.surface,
      color: vars.color.primary,
      borderColor: vars.color.borderStrong,
      selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceAlt } },
    },
  ],
});

export const iconButton = style([
  base,
  {
    width: 40,
    height: 40,
    padding: 0,
    background: 'transparent',
    color: 'inherit',
    borderRadius: '50%',
    selectors: { '&[data-hovered]': { background: vars.color.barHover } },
  },
]);
