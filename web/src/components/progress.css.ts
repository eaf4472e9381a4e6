import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const progress = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600 });

export const track = style({
  width: 120,
  height: 6,
  borderRadius: 3,
  background: vars.color.column,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', background: vars.color.primary, transition: 'width 120ms linear' });
