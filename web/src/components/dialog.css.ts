import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { belowMedium } from '../styles/breakpoints.ts';
import { vars } from '../styles/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { transform: 'translateY(8px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} 120ms ease-out` } },
});

/** The overlay of a full-screen dialog: no margin around it. */
export const fullScreenOverlay = style([overlay, { padding: 0 }]);

const modalBase = style({
  maxHeight: '100%',
  display: 'flex',
  width: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.dialog,
  overflow: 'hidden',
  selectors: { '&[data-entering]': { animation: `${rise} 160ms ease-out` } },
});

export const modal = styleVariants({
  sm: [modalBase, { maxWidth: 420 }],
  md: [modalBase, { maxWidth: 560 }],
  lg: [
    modalBase,
    {
      maxWidth: 800,
      '@media': { [belowMedium]: { position: 'fixed', inset: 0, maxWidth: 'none', borderRadius: 0 } },
    },
  ],
});

/** The whole screen: a form on a phone (spec 1 "Create Job dialog"). */
export const fullScreen = style([modalBase, { position: 'fixed', inset: 0, maxWidth: 'none', borderRadius: 0 }]);

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
  minHeight: 0,
  outline: 'none',
  borderTop: '6px solid transparent',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.sm}`,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.title,
  overflowWrap: 'anywhere',
});

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flex: 'none' });

/** A question in a small dialog reads as a sentence, not a headline. */
export const questionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.4,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.lg}`,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: vars.border.line,
  background: vars.color.surfaceAlt,
});

export const footerNote = style({
  marginRight: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
});
