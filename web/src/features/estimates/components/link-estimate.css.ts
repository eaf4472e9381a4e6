import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/** The estimate list is 600 px high (spec 1 section 9), less on a short screen. */
export const list = style({
  height: 600,
  maxHeight: 'calc(100vh - 220px)',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` } },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-focused]': { background: vars.color.primaryTint },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
  },
});

export const rowMain = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const rowTop = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const hat = style({ fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.textMuted });

export const linked = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: '16px',
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
  width: 36,
  height: 36,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.error,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.errorRing },
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});
