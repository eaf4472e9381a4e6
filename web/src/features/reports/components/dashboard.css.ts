import { style } from '@vanilla-extract/css';
import { belowMedium } from '../../../styles/breakpoints.ts';
import { vars } from '../../../styles/theme.css.ts';

/**
 * The pinned charts: as many a row as the count asks (the --columns the screen sets), two at most on a middling
 * screen, one on a phone.
 */
export const grid = style({
  vars: { '--columns': '1' },
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--columns), minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': {
    'screen and (max-width: 1199px)': { gridTemplateColumns: 'repeat(min(var(--columns), 2), minmax(0, 1fr))' },
    [belowMedium]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  minWidth: 0,
  selectors: { '&[data-dragging="true"]': { boxShadow: vars.shadow.raised, zIndex: 2, position: 'relative' } },
});

export const cardHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const cardTitle = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.md,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.4 },
  },
});

export const pin = style([handle, { cursor: 'pointer', color: vars.color.primary }]);
