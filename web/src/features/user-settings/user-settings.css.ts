import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** Two fields to a row; one on a phone. */
const phone = 'screen and (max-width: 480px)';

export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  '@media': { [phone]: { gridTemplateColumns: '1fr' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, gridColumn: '1 / -1' });

export const meterLabel = style({ fontSize: vars.fontSize.xs, fontWeight: 600, color: vars.color.textMuted });

export const meterTrack = style({ height: 6, borderRadius: 3, background: vars.color.column, overflow: 'hidden' });

export const meterFill = style({
  height: '100%',
  background: vars.color.warning,
  transition: 'width 120ms',
  selectors: { '&[data-full="true"]': { background: vars.color.success } },
});

/** The switches of a tab, two to a row. */
export const flags = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: `${vars.space.md} 0`,
});

export const panel = style({ padding: `0 ${vars.space.xl}`, minHeight: 320, overflowY: 'auto' });

export const options = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  '@media': { [phone]: { gridTemplateColumns: '1fr' } },
});

export const legend = style({
  gridColumn: '1 / -1',
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const departments = style({
  gridColumn: '1 / -1',
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.xs,
});
