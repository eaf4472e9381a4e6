import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css.ts';

/** The tab: the tool bar, then the panes taking the room left. */
export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const filter = style({ minWidth: vars.measure['5xl'] });

export const selectedCount = style({
  // On the line of the controls, under the select's label.
  lineHeight: vars.control.xl,
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

export const paneTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.title });

/** Spec 1 section 9: media panes are 550 px high. */
export const paneBody = style({
  height: vars.size.mediaPane,
  overflowY: 'auto',
  border: vars.border.line,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  padding: vars.space.sm,
  outline: 'none',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.measure.xxl}, 1fr))`,
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
  border: vars.border.line,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.color.primary}`,
    },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
  },
});

export const row = style([tile, { flexDirection: 'row', alignItems: 'center', gap: vars.space.sm }]);

export const tileCheck = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: vars.zIndex.raised,
});

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
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wider,
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

export const pickerBody = style([paneBody, { height: 'auto', maxHeight: vars.panel['3xl'] }]);
