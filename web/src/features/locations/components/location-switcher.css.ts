import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const switcher = style({ width: vars.panel.xs, maxWidth: '40vw' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  height: vars.control.xl,
  padding: `0 ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.barLine}`,
  borderRadius: vars.radius.sm,
  background: vars.color.barTint,
  color: vars.color.barText,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.barHover },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
    '&[data-disabled]': { opacity: 0.6, cursor: 'progress' },
  },
});
