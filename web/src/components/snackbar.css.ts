import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const slideUp = keyframes({
  from: { transform: 'translateY(16px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const region = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.xl,
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.snackbar,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 288,
  maxWidth: 560,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.raised,
  color: '#ffffff',
  pointerEvents: 'auto',
  animation: `${slideUp} 160ms ease-out`,
});

export const snackbar = styleVariants({
  default: [base, { background: '#2b3440' }],
  alert: [base, { background: vars.color.error }],
  success: [base, { background: vars.color.successStrong }],
  warning: [base, { background: vars.color.warning }],
});

export const message = style({ flex: 1 });

export const action = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.04em',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: 'rgba(255, 255, 255, 0.16)', outline: 'none' } },
});
