import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  marginRight: 'auto',
});

/** The actions keep to one row: when the title and they do not fit on a phone, the title takes a row above. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginLeft: 'auto',
});

export const board = style({ flex: 1, minHeight: 0 });

/** The hold filter beside the actions: as wide as its longest choice needs, narrower on a phone's row. */
export const holdFilter = style({ minWidth: vars.size.columnMinified, maxWidth: vars.size.columnCompact });

export const filterRow = style({ display: 'flex', padding: `0 ${vars.space.lg} ${vars.space.sm}` });
