import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const avatar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.xl,
  height: vars.control.xl,
  border: `${vars.borderWidth.medium} solid ${vars.color.barRing}`,
  borderRadius: '50%',
  background: vars.color.avatar,
  color: vars.color.onFill,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  letterSpacing: vars.letterSpacing.wide,
  cursor: 'pointer',
  outline: 'none',
  '::before': { content: 'attr(data-initials)' },
  selectors: {
    '&[data-hovered], &[data-pressed]': { borderColor: vars.color.barRingHover },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
  },
});

export const popover = style({
  minWidth: vars.panel.xs,
  background: vars.color.surface,
  border: vars.border.line,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});

export const who = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: vars.border.line,
});

export const name = style({ fontWeight: vars.fontWeight.title });

export const email = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.primaryTint } },
});
