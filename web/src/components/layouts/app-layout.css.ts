import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

const mobile = 'screen and (max-width: 767px)';

export const shell = style({
  display: 'grid',
  gridTemplateRows: `${vars.size.topBar} minmax(0, 1fr)`,
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  height: '100%',
});

export const topBar = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `0 ${vars.space.lg} 0 ${vars.space.sm}`,
  background: vars.color.bar,
  color: vars.color.barText,
  boxShadow: '0 1px 0 rgba(0, 0, 0, 0.3)',
  zIndex: vars.zIndex.topBar,
});

export const topBarEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginLeft: 'auto',
  '@media': { [mobile]: { display: 'none' } },
});

/** On a phone: the actions as a panel under the top bar, opened by its toggle. */
export const topBarEndOpen = style({
  '@media': {
    [mobile]: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      position: 'fixed',
      top: vars.size.topBar,
      left: 0,
      right: 0,
      padding: vars.space.md,
      background: vars.color.bar,
      boxShadow: vars.shadow.raised,
      zIndex: vars.zIndex.topBarDrawer,
    },
  },
});

/** The panel's toggle, on a phone only. */
export const actionsToggle = style({
  display: 'none',
  '@media': { [mobile]: { display: 'inline-flex', marginLeft: 'auto' } },
});

export const sideMenu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: vars.size.sideMenu,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  background: vars.color.surface,
  borderRight: vars.border.line,
  overflowY: 'auto',
  transition: 'width 150ms ease',
  '@media': {
    [mobile]: {
      position: 'fixed',
      top: vars.size.topBar,
      bottom: 0,
      left: 0,
      zIndex: vars.zIndex.sideMenu,
      boxShadow: vars.shadow.raised,
    },
  },
});

export const sideMenuCollapsed = style({
  width: vars.size.sideMenuCollapsed,
  '@media': { [mobile]: { display: 'none' } },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: 40,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text },
    '&:focus-visible': { boxShadow: vars.focusRing.inset },
    '&[aria-current="page"]': { background: vars.color.primaryTint, color: vars.color.primary },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const linkIcon = style({ flex: 'none', marginLeft: 6 });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  overflow: 'hidden',
});

/** A group's entries (the settings sub-groups): indented under the group, a little shorter. */
export const subLink = style({ height: 32, paddingLeft: 42, fontWeight: vars.fontWeight.medium });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const menuError = style({
  margin: vars.space.sm,
  color: vars.color.error,
  fontWeight: vars.fontWeight.semibold,
});
