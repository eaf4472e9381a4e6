import { style, styleVariants } from '@vanilla-extract/css';
import { cell, headerCell } from '../../../components/table.css.ts';
import { belowMedium } from '../../../styles/breakpoints.ts';
import { vars } from '../../../styles/theme.css.ts';

export const modal = style({
  display: 'flex',
  width: '100%',
  maxWidth: 1120,
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
  fontWeight: 650,
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

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  border: 0,
  borderRadius: '50%',
  background: 'rgba(0, 0, 0, 0.18)',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: 'rgba(0, 0, 0, 0.3)' },
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});

export const tabs = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 });

/** Tab content: 600 px high on desktop (spec 1 section 9), the rest of the screen on phones. */
export const panel = style({
  height: 'min(600px, calc(100vh - 230px))',
  overflowY: 'auto',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  outline: 'none',
  '@media': { [belowMedium]: { flex: 1, height: 'auto', minHeight: 0, padding: vars.space.lg } },
});

export const sectionTitle = style({
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.04em',
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

export const grow = style({ flex: 1, minWidth: 160 });

/** A table that scrolls inside at most 600 px with its header kept in view. */
export const tableWrap = style({
  maxHeight: 600,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export { numberCell, table } from '../../../components/table.css.ts';

/** The header stays in view while the folder's long tables scroll inside their frame. */
export const th = style([headerCell, { position: 'sticky', top: 0, zIndex: 1, background: vars.color.surfaceAlt }]);

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

export const progress = style({ flex: 1, minWidth: 200, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const progressTrack = style({
  height: 8,
  borderRadius: 4,
  background: vars.color.column,
  overflow: 'hidden',
});

export const progressFill = styleVariants({
  partial: { height: '100%', background: vars.color.primary, transition: 'width 200ms' },
  done: { height: '100%', background: vars.color.success, transition: 'width 200ms' },
});

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const countValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.text,
  marginRight: 4,
});

export const note = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
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
  height: 20,
  borderRadius: 10,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: '#ffffff',
});

export const noteText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The notes panel: 600 px (spec 1 section 9). */
export const notesPanel = style({
  height: 600,
  maxHeight: '100%',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const historyLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xl,
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0 });

export const timelineItem = style({
  position: 'relative',
  padding: `0 0 ${vars.space.md} ${vars.space.xl}`,
  borderLeft: `2px solid ${vars.color.border}`,
  marginLeft: 6,
  selectors: { '&:last-child': { borderLeftColor: 'transparent' } },
});

export const timelineDot = style({
  position: 'absolute',
  left: -7,
  top: 2,
  width: 12,
  height: 12,
  borderRadius: '50%',
  border: '2px solid #ffffff',
  boxShadow: `0 0 0 1px ${vars.color.borderStrong}`,
});

export const timelineName = style({ fontWeight: 700 });

export const timelineTimes = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  '@media': { [belowMedium]: { gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', padding: vars.space.md } },
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});

export const cardItem = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const cardLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const cardValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

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

export const cellSelect = style({ minWidth: 180 });

export const linkButton = style({
  border: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryTint },
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const headerCheck = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const columnList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  height: 360,
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const listRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const listRowText = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` } },
});

export const smallButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 28,
  height: 28,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 700,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
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
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.primaryTint },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const optionBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 18,
  height: 18,
  flex: 'none',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: 3,
  fontSize: 12,
  fontWeight: 700,
  color: vars.color.primaryText,
  selectors: { '&[data-checked]': { background: vars.color.primary, borderColor: vars.color.primary } },
});

export const failure = style({ marginTop: vars.space.md, color: vars.color.error, fontSize: vars.fontSize.sm });

export const modifiedDot = style({ width: 7, height: 7, borderRadius: '50%', background: vars.color.primary });
