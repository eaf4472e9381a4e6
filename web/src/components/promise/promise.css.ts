import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

const tone = {
  none: { background: vars.color.textMuted },
  onTime: { background: vars.color.successStrong },
  atRisk: { background: vars.color.warning },
  late: { background: vars.color.error },
};

/**
 * The card's marker: a small round mark on the card's top edge, above the card's own control, at its start (the
 * end of the top row holds the timer and the card's menu, a target of its own). The control is the 24 px square a
 * finger needs (WCAG 2.5.8); the mark drawn in it is smaller.
 */
export const marker = style({
  position: 'absolute',
  // Hangs no further than the board's gap between cards (and its list's padding), so no card or edge clips it.
  top: `calc(-1 * ${vars.space.sm})`,
  left: vars.space.xl,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '24px',
  height: '24px',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
});
export const mark = style({
  minWidth: '1.1rem',
  height: '1.1rem',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.surface}`,
  borderRadius: '999px',
  color: vars.color.onFill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1rem',
  selectors: { [`${marker}[data-focus-visible] &`]: { boxShadow: vars.focusRing.outer } },
});
export const markerTone = styleVariants(tone);

export const tip = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, maxWidth: '18rem' });
export const tipVerdict = style({ fontWeight: vars.fontWeight.bold });

/** The folder's and the terminal's line: the verdict as a tag, then the expected day and the causes. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});
export const tag = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.onFill,
  fontWeight: vars.fontWeight.bold,
});
export const tagTone = styleVariants(tone);
