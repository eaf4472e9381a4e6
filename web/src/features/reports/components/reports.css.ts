import { keyframes, style } from '@vanilla-extract/css';
import { belowMedium } from '../../../styles/breakpoints.ts';
import { vars } from '../../../styles/theme.css.ts';

export const page = style({
  padding: vars.space.xl,
  overflowY: 'auto',
  overflowX: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  minHeight: 0,
  flex: 1,
  '@media': { [belowMedium]: { padding: vars.space.md } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const picker = style({ flex: `1 1 ${vars.panel.xs}`, minWidth: 0, maxWidth: vars.panel['3xl'] });

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.control.xl,
  height: vars.control.xl,
  padding: 0,
  border: vars.border.strong,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
  },
});

export const menuEntry = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const menuName = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const pinned = style({ fontSize: vars.fontSize.xs, color: vars.color.error });

export const unpinned = style({ fontSize: vars.fontSize.xs, color: vars.color.primary });

/** A saved report's card: its name and menu, date range, filters, view toggle, then the rows. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: vars.border.line,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  minWidth: 0,
  '@media': { [belowMedium]: { padding: vars.space.sm } },
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const cardType = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primaryTint,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

/** Grey bars where the rows will be, while they load (spec 3 section 2.8). */
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const skeletonBar = style({
  height: vars.control.md,
  borderRadius: vars.radius.sm,
  background: vars.color.column,
  animation: `${shimmer} 1.2s ease-in-out infinite`,
});

export const error = style({ margin: 0, color: vars.color.error, fontWeight: vars.fontWeight.semibold });

/** The figure a drill-down explains, above its jobs. */
export const drillSummary = style({ margin: `0 0 ${vars.space.sm}`, fontWeight: vars.fontWeight.semibold });

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  outline: 'none',
});
