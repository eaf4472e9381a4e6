import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export { cell, headerCell, scroller, table } from './table.css.ts';

export const row = style({
  background: vars.color.surface,
  selectors: {
    '&[data-dragging="true"]': { position: 'relative', zIndex: vars.zIndex.raised, boxShadow: vars.shadow.raised },
  },
});

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: vars.focusRing.outer },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
