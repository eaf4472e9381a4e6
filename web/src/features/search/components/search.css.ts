import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const panelSearch = style({
  padding: vars.space.lg,
  borderBottom: vars.border.line,
});

export const dialogSearch = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const dialogResults = style({
  height: `min(${vars.panel.xxl}, 50vh)`,
  overflowY: 'auto',
  border: vars.border.line,
  borderRadius: vars.radius.sm,
});

export const results = style({ outline: 'none' });

export const group = style({ display: 'block' });

export const groupHeader = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.raised,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.column,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
  color: vars.color.textMuted,
});

export const groupCount = style({
  minWidth: vars.size.groupCount,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.bar,
  color: vars.color.barText,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.control.xxs,
  textAlign: 'center',
});

export const resultTop = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });

export const resultLabel = style({
  flex: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const resultDetail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
