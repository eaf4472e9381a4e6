import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const editor = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

export const field = style({ width: vars.size.dateField, maxWidth: '100%', minWidth: 0 });

/** The Run button lines up with the fields' boxes, under their labels. */
export const run = style({ marginTop: vars.size.fieldLabel });

export const week = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const weekLabel = style({
  fontWeight: vars.fontWeight.bold,
  padding: `0 ${vars.space.sm}`,
  whiteSpace: 'nowrap',
});

export const calendar = style({ padding: vars.space.sm, display: 'grid', gap: vars.space.sm, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const calendarTitle = style({
  flex: 1,
  padding: vars.space.xs,
  border: 'none',
  background: 'transparent',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const days = style({ borderCollapse: 'collapse' });

export const dayName = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, padding: vars.space.xxs });

export const day = style({
  width: vars.size.dayWidth,
  height: vars.size.dayHeight,
  border: 'none',
  background: 'transparent',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover': { background: vars.color.primaryTint },
    '&[data-outside]': { color: vars.color.placeholder },
    '&[data-chosen]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});

export const months = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.xs });

export const month = style([day, { width: 'auto', padding: `0 ${vars.space.sm}` }]);
