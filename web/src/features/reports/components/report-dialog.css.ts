import { style } from '@vanilla-extract/css';
import { belowMedium } from '../../../styles/breakpoints.ts';
import { vars } from '../../../styles/theme.css.ts';

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const filtersTitle = style({
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const filterRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  listStyle: 'none',
  '@media': { [belowMedium]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const filterValue = style({ '@media': { [belowMedium]: { gridColumn: '1 / 2' } } });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const addFilter = style({ alignSelf: 'flex-start' });
