import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css.ts';

/** The tab: the tool bar, then the panes taking the room left. */
export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const filter = style({ minWidth: 200 });

export const selectedCount = style({
  // On the line of the controls, under the select's label.
  lineHeight: '36px',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  marginInlineEnd: 'auto',
});

/** Multimedia and Miscellaneous side by side (the phone shows one at a time, as tabs). */
export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.md,
});

export const pane = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const paneTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 650 });

/** Spec 1 section 9: media panes are 550 px high. */
export const paneBody = style({
  height: 550,
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  padding: vars.space.sm,
  outline: 'none',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.sm,
  alignContent: 'start',
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});

export const row = style([tile, { flexDirection: 'row', alignItems: 'center', gap: vars.space.sm }]);

export const tileCheck = style({ position: 'absolute', top: vars.space.xs, left: vars.space.xs, zIndex: 1 });

export const rowCheck = style({ flex: 'none' });

export const picture = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.column,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const name = style({
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const rowText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const detail = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });

/** The picker's tool row: the category filter, the count and reset. */
export const pickerBar = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const pickerBody = style([paneBody, { height: 'auto', maxHeight: 420 }]);
