import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.sidePanel,
  background: 'rgba(15, 23, 33, 0.25)',
  selectors: { '&[data-entering]': { animation: `${fadeIn} 120ms ease-out` } },
});

/** The side panel: the full height at the right edge, the whole width on phones. */
export const panel = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(420px, 100vw)',
  display: 'flex',
  background: vars.color.surface,
  boxShadow: vars.shadow.dialog,
  selectors: { '&[data-entering]': { animation: `${slideIn} 160ms ease-out` } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  background: vars.color.bar,
  color: vars.color.barText,
});

export const title = style({ flex: 1, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.title });

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: 'rgba(255, 255, 255, 0.12)' },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
  },
});

export const body = style({ flex: 1, minHeight: 0, overflowY: 'auto' });
