import { style } from '@vanilla-extract/css';
import { handle as rowHandle } from '../../../components/editable-table.css.ts';
import { belowLarge, belowMedium } from '../../../styles/breakpoints.ts';
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
    [belowLarge]: { gridTemplateColumns: 'repeat(min(var(--columns), 2), minmax(0, 1fr))' },
    [belowMedium]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: vars.border.line,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  minWidth: 0,
  selectors: {
    '&[data-dragging="true"]': { boxShadow: vars.shadow.raised, zIndex: vars.zIndex.dragged, position: 'relative' },
  },
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

/** Move Chart: the editable tables' row handle, a little larger, and dragged by touch too. */
export const handle = style([
  rowHandle,
  {
    width: vars.control.lg,
    height: vars.control.lg,
    touchAction: 'none',
    selectors: { '&:hover': { background: vars.color.surfaceAlt } },
  },
]);

export const pin = style([handle, { cursor: 'pointer', color: vars.color.primary }]);
