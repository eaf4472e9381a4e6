import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** The card's menu button: small on the card, still a 24 px target for a finger (WCAG 2.5.8). */
export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.control.sm,
  height: vars.control.sm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.primaryTint },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
  },
});
