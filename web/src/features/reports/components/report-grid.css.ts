import { style } from '@vanilla-extract/css';
import * as tableStyles from '../../../components/editable-table.css.ts';
import { input } from '../../../components/field.css.ts';
import { vars } from '../../../styles/theme.css.ts';

export const grid = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const search = style({ flex: `1 1 ${vars.panel.xxs}`, minWidth: 0, maxWidth: vars.panel.xl });

/** The group panel: the columns rows are grouped by, each removable, and the choice of another. */
export const groupPanel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.control.xxl,
  minWidth: 0,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: vars.border.dashed,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  // A column dragged over it: where it will group.
  selectors: { '&[data-over]': { borderColor: vars.color.primary, background: vars.color.surface } },
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.control.md,
  padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
  border: vars.border.line,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

/** The handle a chip, or a column's header, is dragged by: 24 px, the least press target (WCAG 2.5.8). */
export const chipHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.sm,
  height: vars.control.sm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
  selectors: { '&:disabled': { cursor: 'default', opacity: 0.4 } },
});

export const headerHandle = style([chipHandle, { verticalAlign: 'middle', marginRight: vars.space.xxs }]);

/** A linked cell (the job's folder). */
export const cellLink = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });

export const chipButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.sm,
  height: vars.control.sm,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceAlt } },
});

/** The rows scroll inside this box, both ways: the page itself never scrolls sideways. */
export const scroller = style({
  position: 'relative',
  maxHeight: vars.panel['4xl'],
  overflow: 'auto',
  border: vars.border.line,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.md,
});

export const head = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.raised,
  background: vars.color.surfaceAlt,
});

/** The editable tables' header cell, one border thinner, bold, never narrower than a short date. */
export const headerCell = style([
  tableStyles.headerCell,
  {
    paddingBottom: vars.space.xs,
    borderBottomWidth: vars.borderWidth.thin,
    fontWeight: vars.fontWeight.bold,
    minWidth: vars.measure.lg,
  },
]);

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.sm,
  gap: vars.space.xxs,
  padding: 0,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
});

export const filterCell = style({
  padding: `0 ${vars.space.xs} ${vars.space.xs}`,
  borderBottom: vars.border.line,
});

/** A filter row's cell: a field's input, smaller. */
export const filterInput = style([
  input,
  {
    minWidth: vars.measure.sm,
    height: vars.control.md,
    padding: `0 ${vars.space.xs}`,
    borderColor: vars.color.border,
    fontSize: vars.fontSize.sm,
  },
]);

export const row = style({ height: vars.control.xl });

export const cell = style({
  padding: `0 ${vars.space.sm}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.normal,
  borderBottom: vars.border.line,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: vars.panel.md,
});

export const numberCell = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const groupCell = style([
  cell,
  { background: vars.color.surfaceAlt, fontWeight: vars.fontWeight.bold, color: vars.color.text, maxWidth: 'none' },
]);

export const expandButton = style([sortButton, { gap: vars.space.xs }]);

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const chooser = style({ padding: vars.space.sm, display: 'grid', gap: vars.space.xs });
