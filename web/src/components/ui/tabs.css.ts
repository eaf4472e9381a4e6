import { style, styleVariants } from '@vanilla-extract/css';
import { belowMedium } from '../../styles/breakpoints.ts';
import { vars } from '../../styles/theme.css.ts';

/** A strip wider than the screen scrolls sideways inside itself rather than widening the dialog. */
const stripList = style({
  display: 'flex',
  flex: 'none',
  gap: vars.space.xs,
  padding: `0 ${vars.space.xl}`,
  // A shadow, not a border: the selected tab's underline covers it inside the scrolling strip.
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'thin',
  '@media': { [belowMedium]: { gap: 0, padding: `0 ${vars.space.xs}` } },
});

const stripTab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flex: 'none',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  // A phone's five folder tabs share its width.
  '@media': {
    [belowMedium]: {
      flex: '1 0 auto',
      justifyContent: 'center',
      padding: `${vars.space.sm} ${vars.space.xs}`,
      fontSize: 13,
    },
  },
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.inset },
  },
});

const pageList = style({ display: 'flex', gap: vars.space.md, borderBottom: vars.border.line });

const pageTab = style({
  cursor: 'pointer',
  padding: `${vars.space.xs} 0`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  borderBottom: '2px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.primary}` },
  },
});

/** A dialog's strip spans it edge to edge; a page's tabs sit in its column, close to their panel. */
export const tabList = styleVariants({ strip: [stripList], page: [pageList] });

export const tab = styleVariants({ strip: [stripTab], page: [pageTab] });
