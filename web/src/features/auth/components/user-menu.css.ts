import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const avatar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  border: '2px solid rgba(255, 255, 255, 0.25)',
  borderRadius: '50%',
  background: '#3b6ea5',
  color: '#ffffff',
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.04em',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { borderColor: 'rgba(255, 255, 255, 0.6)' },
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});

export const popover = style({
  minWidth: 240,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});

export const who = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const name = style({ fontWeight: 650 });

export const email = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const menu = style({ padding: `${vars.space.xs} 0`, outline: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.primaryTint } },
});
