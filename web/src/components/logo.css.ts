import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.wordmark,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

export const logo = styleVariants({
  light: [base, { color: vars.color.barText, fontSize: vars.fontSize.xl }],
  dark: [base, { color: vars.color.text, fontSize: '26px' }],
});

export const mark = style({ flex: 'none' });
