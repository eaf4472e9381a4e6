import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.stripe} solid transparent`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.35,
  cursor: 'grab',
  touchAction: 'manipulation',
  // A long column's cards below the fold are laid out and painted only when scrolled to.
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${vars.size.card}`,
  userSelect: 'none',
  position: 'relative',
});

/** The card's one control (open, drag), laid over the whole card: positioned, it is drawn above the texts. */
export const cardControl = style({
  position: 'absolute',
  inset: 0,
  padding: 0,
  border: 'none',
  borderRadius: 'inherit',
  background: 'transparent',
  cursor: 'grab',
  touchAction: 'manipulation',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: vars.focusRing.outer },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});

/** Compact and minified tiles: tighter, so a column shows more jobs and the board fits more columns. */
export const cardSize = styleVariants({
  regular: {},
  compact: {
    gap: 0,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderTopWidth: vars.borderWidth.thick,
    fontSize: vars.fontSize.xs,
    lineHeight: 1.3,
    containIntrinsicSize: `auto ${vars.size.cardCompact}`,
  },
  minified: {
    gap: 0,
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    borderTopWidth: vars.borderWidth.thick,
    fontSize: vars.fontSize.xs,
    lineHeight: 1.25,
    containIntrinsicSize: `auto ${vars.size.cardMinified}`,
  },
});

export const placeholderCard = style({ opacity: 0.35 });

export const overlayCard = style({
  cursor: 'grabbing',
  boxShadow: vars.shadow.raised,
  transform: 'rotate(2deg)',
});

/** The job's number and its timer; on a narrow tile the timer goes under the number rather than split it. */
export const topRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
});

export const elapsed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.label,
  fontVariantNumeric: 'tabular-nums',
});

/** The clock style (useClockTimer): the same words behind a clock icon. */
export const elapsedClock = style({
  // The clock icon drawn by the stylesheet: hundreds of cards need no SVG elements of their own.
  '::before': {
    content: '""',
    width: vars.fontSize.xs,
    height: vars.fontSize.xs,
    background: 'currentColor',
    mask: 'url(/icons/clock.svg) center / contain no-repeat',
  },
});

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// Smaller tiles write the customer in the tiles' own size, and a narrow tile puts its timer under the Job ID.
globalStyle(`${cardSize.compact} ${name}, ${cardSize.minified} ${name}`, { fontSize: vars.fontSize.sm });
globalStyle(`${cardSize.minified} ${topRow}`, { flexWrap: 'wrap', gap: 0 });

export const line = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted });

export const placeholder = style({ color: vars.color.placeholder, fontStyle: 'italic' });

export const vin = style([
  line,
  { fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, letterSpacing: vars.letterSpacing.wide },
]);

export const description = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.textMuted,
});

export const bottomRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `0 ${vars.space.md}`,
  whiteSpace: 'nowrap',
  marginTop: vars.space.xxs,
  paddingTop: vars.space.xs,
  borderTop: vars.border.line,
  fontVariantNumeric: 'tabular-nums',
});

export const dateLabel = style({
  marginRight: vars.space.label,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const hours = style({ marginLeft: 'auto', fontWeight: vars.fontWeight.bold });

/** A job number is one word: 'RO-27593' never breaks at its hyphen. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  whiteSpace: 'nowrap',
});

/** The priority marker: a small filled tag before the Job ID. */
export const priority = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warning,
  color: vars.color.onFill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.size.tag,
  letterSpacing: 0,
});

/** Above the card's control: the chips take their own presses; the gaps between them still reach the card. */
export const badges = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: vars.space.xxs,
  pointerEvents: 'none',
});

globalStyle(`${badges} > *`, { pointerEvents: 'auto', cursor: 'default' });

/** The hold's mark and the card's menu sit above the card's control, taking their own presses. */
export const cardHold = style({ position: 'relative', display: 'flex', minWidth: 0 });

export const cardAction = style({ position: 'relative', display: 'inline-flex' });

/** The timer and the card's menu, kept together at the top row's end. */
export const topEnd = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, marginLeft: 'auto' });
