import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.page,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const card = style({
  maxWidth: vars.panel['4xl'],
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  display: 'grid',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });
