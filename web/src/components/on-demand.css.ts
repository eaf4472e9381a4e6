import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** Where a dialog will open while its code loads: the page dimmed as a dialog dims it, a box with a spinner. */
export const veil = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
});

export const box = style({
  minWidth: 240,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.dialog,
});
