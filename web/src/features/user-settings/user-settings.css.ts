import { style } from '@vanilla-extract/css';
import { belowPhone } from '../../styles/breakpoints.ts';
import { vars } from '../../styles/theme.css.ts';

/** Two fields to a row; one on a phone. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  '@media': { [belowPhone]: { gridTemplateColumns: '1fr' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, gridColumn: '1 / -1' });

export const meterTrack = style({
  height: vars.mark.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.column,
  overflow: 'hidden',
});

export const meterFill = style({
  height: '100%',
  background: vars.color.warning,
  transition: 'width 120ms',
  selectors: { '&[data-full="true"]': { background: vars.color.success } },
});

/** The switches of a tab, two to a row. */
export const flags = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.panel.xxs}, 1fr))`,
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: `${vars.space.md} 0`,
});

/** A tab's content at its own height: the dialog is as tall as what it shows. */
export const panel = style({ padding: `0 ${vars.space.xl}`, overflowY: 'auto' });

export const options = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  '@media': { [belowPhone]: { gridTemplateColumns: '1fr' } },
});

export const legend = style({
  gridColumn: '1 / -1',
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const departments = style({
  gridColumn: '1 / -1',
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.measure['3xl']}, 1fr))`,
  gap: vars.space.xs,
});
