import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/** The estimate list is 600 px high (spec 1 section 9), less on a short screen. */
export const list = style({
  height: vars.panel['5xl'],
  maxHeight: `calc(100vh - ${vars.size.dialogChrome})`,
  overflowY: 'auto',
  border: vars.border.line,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { boxShadow: vars.focusRing.thin } },
});

export const rowMain = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const rowTop = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const hat = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

export const linked = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.size.tag,
});

export const detail = style({
  display: 'flex',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const received = style({ marginLeft: 'auto', fontVariantNumeric: 'tabular-nums' });

export const deleteButton = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.xl,
  height: vars.control.xl,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.error,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.errorRing },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
  },
});
