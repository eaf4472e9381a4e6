import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderTop: '4px solid transparent',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.35,
  cursor: 'grab',
  touchAction: 'manipulation',
  // A long column's cards below the fold are laid out and painted only when scrolled to.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 110px',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}, ${vars.shadow.card}` },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});

/** Compact and minified tiles: tighter, so a column shows more jobs and the board fits more columns. */
export const cardSize = styleVariants({
  regular: {},
  compact: {
    gap: 0,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderTopWidth: 3,
    fontSize: vars.fontSize.xs,
    lineHeight: 1.3,
    containIntrinsicSize: 'auto 64px',
  },
  minified: {
    gap: 0,
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    borderTopWidth: 3,
    fontSize: vars.fontSize.xs,
    lineHeight: 1.25,
    containIntrinsicSize: 'auto 36px',
  },
});

export const placeholderCard = style({ opacity: 0.35 });

export const overlayCard = style({
  cursor: 'grabbing',
  boxShadow: vars.shadow.raised,
  transform: 'rotate(2deg)',
});

export const topRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.02em',
});

export const elapsed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 3,
  fontVariantNumeric: 'tabular-nums',
});

/** The clock style (useClockTimer): the same words behind a clock icon. */
export const elapsedClock = style({
  // The clock icon drawn by the stylesheet: hundreds of cards need no SVG elements of their own.
  '::before': {
    content: '""',
    width: 11,
    height: 11,
    background: 'currentColor',
    mask: 'url(/icons/clock.svg) center / contain no-repeat',
  },
});

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: 700,
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

export const vin = style([line, { fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, letterSpacing: '0.04em' }]);

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
  borderTop: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
});

export const dateLabel = style({
  marginRight: 3,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
});

export const hours = style({ marginLeft: 'auto', fontWeight: 700 });

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The priority marker: a small filled tag before the Job ID. */
export const priority = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warning,
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  lineHeight: '16px',
  letterSpacing: 0,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: vars.space.xxs,
  cursor: 'default',
});
