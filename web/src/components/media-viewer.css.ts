import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.mediaViewer,
  background: vars.color.viewerOverlay,
});

export const modal = style({ position: 'absolute', inset: 0, outline: 'none' });

export const viewer = style({
  height: '100%',
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  color: '#ffffff',
  outline: 'none',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
});

export const name = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const action = style({
  border: '1px solid rgba(255, 255, 255, 0.4)',
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: 'rgba(255, 255, 255, 0.16)', outline: 'none' } },
});

export const stage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  minHeight: 0,
});

export const media = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });
