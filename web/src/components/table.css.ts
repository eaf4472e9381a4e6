import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** The one look of a data table: screens compose these instead of writing their own. */

/** A table wider than its card scrolls inside it instead of overflowing the page. */
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
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: vars.border.line,
  verticalAlign: 'middle',
});

/**
 * A text box in a cell is as wide as its column, and the column as wide as its longest text (at least 12
 * characters), so no name is cut; a table wider than its card scrolls in `scroller`.
 */
globalStyle(`${cell} :is(input[type="text"], input[type="email"], input[type="tel"])`, {
  fieldSizing: 'content',
  minWidth: ['max-content', 'calc-size(max-content, max(size, 12ch))'],
});

/** Figures line up on their digits. */
export const numberCell = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);
