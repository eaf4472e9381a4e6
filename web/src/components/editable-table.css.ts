import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** A table wider than its card (Departments' many columns) scrolls inside it instead of overflowing. */
export const scroller = style({ maxWidth: '100%', overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
});

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const row = style({
  background: vars.color.surface,
  selectors: { '&[data-dragging="true"]': { position: 'relative', zIndex: 1, boxShadow: vars.shadow.raised } },
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
