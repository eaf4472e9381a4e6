import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const board = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.md,
  height: '100%',
  minHeight: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});

export const column = style({
  flex: 'none',
  width: vars.size.column,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  maxHeight: '100%',
  background: vars.color.column,
  borderRadius: vars.radius.md,
  transition: 'background 120ms, box-shadow 120ms',
});

/**
 * A regular column is as wide as a full card; compact columns share the board's width down to what a compact
 * card needs; a minified department is a narrow column of small tiles. Eleven departments fit a 1600 px screen
 * when the board is compact and a few departments are minified.
 */
export const columnSize = styleVariants({
  regular: {},
  compact: { flex: '1 1 0', minWidth: vars.size.columnCompact, maxWidth: vars.size.column },
  minified: { width: vars.size.columnMinified },
});

/** The board of a compact density: tighter gaps between columns. */
export const boardCompact = style({ gap: vars.space.sm, padding: `0 ${vars.space.md} ${vars.space.md}` });

export const columnOver = style({
  background: vars.color.dropTarget,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.medium} ${vars.color.primary}`,
});

export const columnHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `${vars.borderWidth.stripe} solid transparent`,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: vars.color.surface,
  borderBottom: vars.border.line,
});

export const columnTitleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const columnTitle = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const count = style({
  minWidth: vars.control.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.bar,
  color: vars.color.barText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.control.xs,
  textAlign: 'center',
});

export const columnMeta = style({
  display: 'flex',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const columnBody = style({
  flex: 1,
  minHeight: vars.measure.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  overflowY: 'auto',
});

export const emptyCard = style({
  padding: `${vars.space.lg} ${vars.space.md}`,
  border: vars.border.dashed,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  height: '100%',
  color: vars.color.textMuted,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
  transition: 'background 120ms, box-shadow 120ms',
});

/** A column without subdepartments: its one section fills the body, so the space below the cards takes drops. */
export const soleSection = style({ flex: 1 });

/** The jobs in no subdepartment, above the subdepartments. */
export const generalSection = style({ minHeight: vars.space.xs });

export const subSection = style({
  flex: 'none',
  minHeight: vars.measure.xs,
  padding: vars.space.xs,
  background: vars.color.columnVeil,
  border: vars.border.line,
});

/** While a card is dragged, each part of a split column is visibly a place to drop it. */
export const sectionDropZone = style({
  minHeight: vars.measure.xxs,
  outline: vars.border.dashed,
  outlineOffset: `calc(-1 * ${vars.borderWidth.thin})`,
});

export const sectionOver = style({
  background: vars.color.dropTarget,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.medium} ${vars.color.primary}`,
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
});

export const sectionTitle = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const sectionCount = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

// A narrow column spends its width on its tiles, not on padding.
globalStyle(`${columnSize.minified} ${columnHeader}`, { padding: `${vars.space.xs} ${vars.space.sm}` });
globalStyle(`${columnSize.minified} ${columnBody}, ${columnSize.compact} ${columnBody}`, {
  padding: vars.space.xs,
  gap: vars.space.xs,
});
globalStyle(`${columnSize.minified} ${columnMeta}`, { flexWrap: 'wrap', gap: `0 ${vars.space.sm}` });

/** The page of the board: the overview strip above the columns. */
export const boardArea = style({ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 });

/** The overview: every department in one line, with its count; the ones on screen stand out. */
export const overview = style({
  flex: 'none',
  display: 'flex',
  gap: vars.space.xxs,
  margin: `0 ${vars.space.lg} ${vars.space.sm}`,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.column,
  overflowX: 'auto',
});

export const overviewItem = style({
  flex: '1 1 0',
  minWidth: vars.measure.xs,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 'none',
  borderTop: `${vars.borderWidth.thick} solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&[data-in-view="true"]': { background: vars.color.surface, color: vars.color.text },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.medium} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.medium})`,
    },
  },
});

export const overviewName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'left',
});

export const overviewCount = style({ fontWeight: vars.fontWeight.heavy, fontVariantNumeric: 'tabular-nums' });
