import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  height: vars.control.sm,
  minWidth: vars.control.sm,
  padding: `0 ${vars.space.xs}`,
  border: `${vars.borderWidth.thin} solid`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  cursor: 'pointer',
  outline: 'none',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const popover = style({
  minWidth: vars.measure['4xl'],
  background: vars.color.surface,
  border: vars.border.line,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.primaryTint },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
  },
});

export const swatch = style({ width: vars.mark.lg, height: vars.mark.lg, borderRadius: '50%', flex: 'none' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: vars.border.line,
  borderRadius: vars.radius.sm,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: vars.border.line,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const name = style({ flex: 1, minWidth: 0, fontWeight: vars.fontWeight.semibold });

export const deleteButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.lg,
  height: vars.control.lg,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.error,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

/** The dialog's content is at most 600 px high (spec 1 "Badge editor dialog"). */
export const body = style({
  maxHeight: vars.panel['5xl'],
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const addRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });

export const left = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, paddingBottom: vars.space.sm });

export const maxed = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.warning,
  fontWeight: vars.fontWeight.semibold,
  paddingBottom: vars.space.sm,
});
