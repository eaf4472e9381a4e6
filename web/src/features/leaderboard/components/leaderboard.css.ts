import { keyframes, style } from '@vanilla-extract/css';
import { belowMedium } from '../../../styles/breakpoints.ts';
import { vars } from '../../../styles/theme.css.ts';

/** Joined buttons that wrap on a narrow screen rather than push the page sideways. */
export const wrapping = style({ flexWrap: 'wrap', maxWidth: '100%' });

export const customRange = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const error = style({ color: vars.color.error, fontSize: vars.fontSize.sm, margin: 0, alignSelf: 'center' });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [belowMedium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

export const tileLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  background: 'none',
  border: 0,
  padding: 0,
  fontFamily: 'inherit',
  cursor: 'default',
  outline: 'none',
  textDecoration: 'underline dotted',
  selectors: { '&[data-focus-visible]': { boxShadow: vars.focusRing.outer } },
});

export const plainLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const tileValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const controlLabel = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const optionsPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  outline: 'none',
});

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.md });

export const headingTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const lists = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [belowMedium]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const listTitle = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  borderBottom: vars.border.line,
});

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: vars.panel['3xl'],
  overflowY: 'auto',
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const row = style({
  display: 'grid',
  gridTemplateColumns: `${vars.control.lg} ${vars.control.xl} minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: vars.border.line,
  borderLeft: `${vars.borderWidth.stripe} solid transparent`,
  animationName: fadeIn,
  animationDuration: '400ms',
  animationFillMode: 'both',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const rank = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, textAlign: 'center' });

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.control.lg,
  height: vars.control.lg,
  borderRadius: '50%',
  color: vars.color.onFill,
  fontWeight: vars.fontWeight.bold,
});

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const value = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs, whiteSpace: 'nowrap' });

export const number = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const unit = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const empty = style({ padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center', margin: 0 });

/** A Departures or Arrivals list: a header that opens and closes it, then its jobs. */
export const disclosure = style([list, { alignSelf: 'start' }]);

export const movingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: vars.border.line,
});

export const clientName = style([name, { flex: `1 1 ${vars.size.clientName}`, minWidth: 0 }]);

export const jobLabel = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const jobClass = style({
  padding: `0 ${vars.space.xs}`,
  borderLeft: `${vars.borderWidth.stripe} solid`,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const when = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexBasis: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&[data-done]': { color: vars.color.successStrong } },
});
