import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const page = style({
  minHeight: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: `radial-gradient(circle at 20% 10%, ${vars.color.barGlow} 0%, ${vars.color.bar} 60%)`,
});

export const card = style({
  width: '100%',
  maxWidth: vars.panel.xxl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.xxl} ${vars.space.xxl} ${vars.space.xl}`,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  borderTop: `${vars.borderWidth.band} solid ${vars.color.success}`,
  boxShadow: vars.shadow.dialog,
});

export const wideCard = style([card, { maxWidth: vars.panel['6xl'] }]);

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.title,
});

export const subtitle = style({
  marginTop: `calc(-1 * ${vars.space.sm})`,
  color: vars.color.textMuted,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const submit = style({ marginTop: vars.space.xs });

export const failure = style({
  color: vars.color.error,
  fontWeight: vars.fontWeight.semibold,
});

export const warning = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontWeight: vars.fontWeight.semibold,
});

export const agreement = style({
  maxHeight: vars.panel.lg,
  overflowY: 'auto',
  padding: vars.space.lg,
  border: vars.border.line,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold, alignSelf: 'center' });

export const notice = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primaryTint,
  color: vars.color.text,
});
