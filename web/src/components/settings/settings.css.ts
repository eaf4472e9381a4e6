import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const layout = style({ height: '100%', padding: vars.space.lg, overflow: 'auto' });

/** Spec 2 section 2: settings tabs are at most 800 px wide. */
export const tabs = style({
  maxWidth: 800,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  marginBottom: vars.space.md,
  borderBottom: vars.border.line,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.semibold,
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-disabled="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary, cursor: 'default' },
  },
});

export const page = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

export const pageHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const title = style({
  margin: 0,
  marginRight: 'auto',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const wip = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
