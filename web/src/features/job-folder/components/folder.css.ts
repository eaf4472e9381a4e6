import { style } from '@vanilla-extract/css';
import { cell, headerCell } from '../../../components/table.css.ts';
import { belowMedium, belowNarrow, belowWide } from '../../../styles/breakpoints.ts';
import { vars } from '../../../styles/theme.css.ts';

export const modal = style({
  display: 'flex',
  width: '100%',
  maxWidth: vars.size.folder,
  maxHeight: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.dialog,
  overflow: 'hidden',
  '@media': { [belowMedium]: { position: 'fixed', inset: 0, maxWidth: 'none', borderRadius: 0 } },
});

/** On a phone the folder fills the screen whatever the orientation. */
export const fullScreenModal = style([modal, { position: 'fixed', inset: 0, maxWidth: 'none', borderRadius: 0 }]);

/** The bar in the job class colour. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  '@media': { [belowMedium]: { padding: `${vars.space.sm} ${vars.space.lg}` } },
});

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.title,
  overflowWrap: 'anywhere',
  '@media': { [belowMedium]: { fontSize: vars.fontSize.lg } },
});

/** Below the medium breakpoint the actions take the row under the title, so they never cover it. */
export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  '@media': { [belowMedium]: { order: 1, flexBasis: '100%' } },
});

/** The promise line and the offer to text: a row of its own under the title (and under the actions on a phone). */
export const headerStatus = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flexBasis: '100%',
  order: 2,
});

export const promisePrompt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.xl,
  height: vars.control.xl,
  border: 0,
  borderRadius: '50%',
  background: vars.color.accentShade,
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentShadeHover },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
  },
});

export const tabs = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 });

/** Tab content: 600 px high on desktop (spec 1 section 9), the rest of the screen on phones. */
export const panel = style({
  height: `min(${vars.panel['5xl']}, calc(100vh - ${vars.size.folderChrome}))`,
  overflowY: 'auto',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  outline: 'none',
  '@media': { [belowMedium]: { flex: 1, height: 'auto', minHeight: 0, padding: vars.space.lg } },
});

export const sectionTitle = style({
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
  paddingBottom: vars.space.xs,
  borderBottom: vars.border.line,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  selectors: { '&:first-child': { marginTop: 0 } },
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const grow = style({ flex: 1, minWidth: vars.measure['3xl'] });

/** A table that scrolls inside at most 600 px with its header kept in view. */
export const tableWrap = style({
  maxHeight: vars.panel['5xl'],
  overflow: 'auto',
  border: vars.border.line,
  borderRadius: vars.radius.sm,
});

export { numberCell, table } from '../../../components/table.css.ts';

/** The header stays in view while the folder's long tables scroll inside their frame. */
export const th = style([
  headerCell,
  { position: 'sticky', top: 0, zIndex: vars.zIndex.raised, background: vars.color.surfaceAlt },
]);

export const td = cell;

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const muted = style({ color: vars.color.textMuted });

export const progressRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  marginBottom: vars.space.md,
});

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const countValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  marginRight: vars.space.xs,
});

export const note = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: vars.border.line,
});

export const noteMeta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  height: vars.control.xs,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const noteText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The notes panel: 600 px (spec 1 section 9). */
export const notesPanel = style({
  height: vars.panel['5xl'],
  maxHeight: '100%',
  overflowY: 'auto',
  border: vars.border.line,
  borderRadius: vars.radius.sm,
});

export const historyLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xl,
  '@media': { [belowWide]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0 });

export const timelineItem = style({
  position: 'relative',
  padding: `0 0 ${vars.space.md} ${vars.space.xl}`,
  borderLeft: `${vars.borderWidth.medium} solid ${vars.color.border}`,
  marginLeft: `calc(${vars.mark.lg} / 2)`,
  selectors: { '&:last-child': { borderLeftColor: 'transparent' } },
});

export const timelineDot = style({
  position: 'absolute',
  left: `calc((${vars.mark.lg} + ${vars.borderWidth.medium}) / -2)`,
  top: vars.space.xxs,
  width: vars.mark.lg,
  height: vars.mark.lg,
  borderRadius: '50%',
  border: `${vars.borderWidth.medium} solid ${vars.color.surface}`,
  boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.color.borderStrong}`,
});

export const timelineName = style({ fontWeight: vars.fontWeight.bold });

export const timelineTimes = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.measure['4xl']}, 1fr))`,
  '@media': {
    [belowMedium]: {
      gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.archiveFactPhone}, 1fr))`,
      padding: vars.space.md,
    },
  },
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: vars.space.lg,
  border: vars.border.line,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});

export const cardItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const cardLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const cardValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const archiveActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const issues = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const cellSelect = style({ minWidth: vars.measure['4xl'] });

export const linkButton = style({
  border: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryTint },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const headerCheck = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [belowNarrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const columnList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  height: vars.panel.xl,
  overflowY: 'auto',
  border: vars.border.line,
  borderRadius: vars.radius.sm,
});

export const listRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: vars.border.line,
  background: vars.color.surface,
  position: 'relative',
  selectors: { '&[data-dragging]': { zIndex: vars.zIndex.dragged, boxShadow: vars.shadow.dragged } },
});

export const listRowText = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.md,
  height: vars.control.md,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.focusRing.outer } },
});

export const smallButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.control.md,
  height: vars.control.md,
  padding: `0 ${vars.space.sm}`,
  border: vars.border.strong,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const columnActions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: vars.border.line,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.primaryTint },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.inset },
  },
});

export const optionBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.xxs,
  height: vars.control.xxs,
  flex: 'none',
  border: `${vars.borderWidth.medium} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primaryText,
  selectors: { '&[data-checked]': { background: vars.color.primary, borderColor: vars.color.primary } },
});

export const failure = style({ marginTop: vars.space.md, color: vars.color.error, fontSize: vars.fontSize.sm });

export const modifiedDot = style({
  width: vars.size.modifiedDot,
  height: vars.size.modifiedDot,
  borderRadius: '50%',
  background: vars.color.primary,
});
