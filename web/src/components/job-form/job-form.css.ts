import { style } from '@vanilla-extract/css';
import { belowMedium } from '../../styles/breakpoints.ts';
import { vars } from '../../styles/theme.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 });

/** A strip wider than the screen scrolls sideways inside itself rather than widening the dialog. */
export const tabList = style({
  display: 'flex',
  flex: 'none',
  gap: vars.space.xs,
  padding: `0 ${vars.space.xl}`,
  // A shadow, not a border: the selected tab's underline covers it inside the scrolling strip.
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'thin',
  '@media': { [belowMedium]: { gap: 0, padding: `0 ${vars.space.xs}` } },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flex: 'none',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  // A phone's five folder tabs share its width.
  '@media': {
    [belowMedium]: {
      flex: '1 0 auto',
      justifyContent: 'center',
      padding: `${vars.space.sm} ${vars.space.xs}`,
      fontSize: 13,
    },
  },
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const tabError = style({
  width: 7,
  height: 7,
  borderRadius: '50%',
  background: vars.color.error,
});

export const panel = style({
  flex: 'none',
  height: 'min(600px, calc(100vh - 220px))',
  overflowY: 'auto',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  outline: 'none',
  '@media': { [belowMedium]: { flex: 1, height: 'auto', minHeight: 0 } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: `${vars.space.md} ${vars.space.md}`,
  alignItems: 'start',
  '@media': { [belowMedium]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

const span = (n: number) => style({ gridColumn: `span ${n}`, '@media': { [belowMedium]: { gridColumn: 'span 1' } } });

export const span2 = span(2);
export const span3 = span(3);
export const span6 = span(6);

export const sectionTitle = style([
  span6,
  {
    marginTop: vars.space.sm,
    paddingBottom: vars.space.xs,
    borderBottom: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.sm,
    fontWeight: 700,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: vars.color.textMuted,
  },
]);

export const groupRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const grow = style({ flex: 1, minWidth: 0 });

export const checks = style([
  span6,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.sm} ${vars.space.xl}`,
    padding: `${vars.space.xs} 0`,
  },
]);

/** Files waiting for the job to be created, with the way to drop them. */
export const pendingMedia = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: `0 ${vars.space.lg}`,
  color: vars.color.textMuted,
});
