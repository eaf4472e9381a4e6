import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const layout = style({
  display: 'flex',
  gap: vars.space.lg,
  height: '100%',
  padding: vars.space.lg,
  overflow: 'auto',
  alignItems: 'flex-start',
});

export const groupMenu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 'none',
  width: 180,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const groupLink = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="true"]': { background: vars.color.primaryTint, color: vars.color.primary },
  },
});

export const content = style({ flex: 1, minWidth: 0, maxWidth: 800 });

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  marginBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: 600,
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

export const title = style({ margin: 0, marginRight: 'auto', fontSize: vars.fontSize.xl, fontWeight: 600 });

export const wip = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const readOnlyNote = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });
