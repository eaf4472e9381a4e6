import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const iconGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.iconTile}, 1fr))`,
  gap: vars.space.sm,
  maxHeight: vars.panel.xl,
  overflowY: 'auto',
  marginTop: vars.space.md,
});

export const iconChoice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: vars.border.line,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focus-visible]': { borderColor: vars.color.primary, background: vars.color.primaryTint },
    '&[data-selected=true]': { borderColor: vars.color.primary, borderWidth: vars.borderWidth.medium },
  },
});

export const stateRow = style({
  display: 'grid',
  gridTemplateColumns: `${vars.control.md} 1fr auto`,
  alignItems: 'end',
  gap: vars.space.md,
});

export const stateNumber = style({
  paddingBottom: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.column,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.lg,
  height: vars.control.lg,
  borderRadius: '50%',
  background: vars.color.bar,
  color: vars.color.barText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  flexShrink: 0,
});

/** A table cell's read-only text, kept to two lines. */
export const cellText = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  wordBreak: 'break-word',
});

export const pickerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  maxHeight: vars.panel.lg,
  overflowY: 'auto',
  outline: 'none',
});

/** The Tasks screen's three columns: packages, the selected package, the available tasks. */
export const taskColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
});

export const taskPanel = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: vars.panel['5xl'],
  minHeight: 0,
  border: vars.border.line,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const taskPanelTitle = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceAlt,
  borderBottom: vars.border.line,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const taskList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const taskRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-selected=true]': { background: vars.color.primaryTint } },
});

export const taskName = style({ flex: 1, minWidth: 0 });

export const taskText = style({ flex: 1, minWidth: 0, padding: `${vars.space.sm} 0`, wordBreak: 'break-word' });
