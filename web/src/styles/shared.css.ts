import { style } from '@vanilla-extract/css';
import { belowMedium } from './breakpoints.ts';
import { vars } from './theme.css.ts';

/** A list's centred, muted line when it is empty or failed to load. */
export const emptyMessage = style({
  padding: vars.space.lg,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
});

/** A bold name on one line, cut with an ellipsis. */
export const truncatedName = style({
  fontWeight: vars.fontWeight.bold,
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

/** A screen of the side menu that scrolls as one column (the leaderboard, the terminal). */
export const scrollingPage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  height: '100%',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.xl}`,
  '@media': { [belowMedium]: { padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.lg}` } },
});

/** The screen's title and its controls, wrapping on a narrow screen. */
export const pageToolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

/** The screen's title, pushing its controls to the end of the row. */
export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  marginRight: 'auto',
});
