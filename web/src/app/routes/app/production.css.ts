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
  fontWeight: 700,
  marginRight: 'auto',
});

export const board = style({ flex: 1, minHeight: 0 });
