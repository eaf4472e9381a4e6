import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** A list's centred, muted line when it is empty or failed to load. */
export const emptyMessage = style({
  padding: vars.space.lg,
  color: vars.color.textMuted,
  fontWeight: 600,
  textAlign: 'center',
});

/** A bold name on one line, cut with an ellipsis. */
export const truncatedName = style({
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A dialog that fills its modal or panel as a column. */
export const columnDialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
  minHeight: 0,
  outline: 'none',
});

/** Fields or sections one under another (a dialog's body, a settings form). */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
