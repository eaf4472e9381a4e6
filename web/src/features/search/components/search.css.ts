import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const panelSearch = style({
  padding: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const dialogSearch = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const dialogResults = style({
  height: 'min(400px, 50vh)',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const searchField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const searchLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });

export const searchInputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  left: vars.space.sm,
  color: vars.color.placeholder,
  pointerEvents: 'none',
});

export const searchInput = style({
  height: 36,
  width: '100%',
  padding: `0 36px 0 32px`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&:focus': { borderColor: vars.color.focus, boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&::placeholder': { color: vars.color.placeholder },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clearButton = style({
  position: 'absolute',
  right: vars.space.xs,
  width: 28,
  height: 28,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: 20,
  lineHeight: 1,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const results = style({ outline: 'none' });

export const group = style({ display: 'block' });

export const groupHeader = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.column,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const groupCount = style({
  minWidth: 22,
  padding: `0 ${vars.space.xs}`,
  borderRadius: 999,
  background: vars.color.bar,
  color: vars.color.barText,
  fontSize: vars.fontSize.xs,
  lineHeight: '18px',
  textAlign: 'center',
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-focused]': { background: vars.color.primaryTint },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
  },
});

export const resultTop = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });

export const resultLabel = style({
  flex: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.textMuted,
});

export const resultDetail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
