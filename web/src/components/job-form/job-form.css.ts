import { style } from '@vanilla-extract/css';
import { belowMedium } from '../../styles/breakpoints.ts';
import { vars } from '../../styles/theme.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 });

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
    borderBottom: vars.border.line,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
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
