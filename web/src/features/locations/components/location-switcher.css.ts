import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const switcher = style({ width: 240, maxWidth: '40vw' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  height: 36,
  padding: `0 ${vars.space.md}`,
  border: '1px solid rgba(255, 255, 255, 0.18)',
  borderRadius: vars.radius.sm,
  background: 'rgba(255, 255, 255, 0.06)',
  color: vars.color.barText,
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: 'rgba(255, 255, 255, 0.12)' },
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.6, cursor: 'progress' },
  },
});
