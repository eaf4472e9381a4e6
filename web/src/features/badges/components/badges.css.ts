import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  height: 24,
  minWidth: 24,
  padding: `0 ${vars.space.xs}`,
  border: '1px solid',
  borderRadius: 12,
  background: vars.color.surface,
  cursor: 'pointer',
  outline: 'none',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const popover = style({
  minWidth: 180,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});

export const menu = style({ outline: 'none', padding: `${vars.space.xs} 0` });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.primaryTint },
    '&[data-selected]': { fontWeight: 700 },
  },
});

export const swatch = style({ width: 12, height: 12, borderRadius: '50%', flex: 'none' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const name = style({ flex: 1, minWidth: 0, fontWeight: 600 });

export const deleteButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.error,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

/** The dialog's content is at most 600 px high (spec 1 "Badge editor dialog"). */
export const body = style({
  maxHeight: 600,
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
  fontWeight: 600,
  paddingBottom: vars.space.sm,
});
