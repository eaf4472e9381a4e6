import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** A held job's mark: the reason and how long, in the warning colours, one line that never pushes the card wider. */
export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minWidth: 0,
  // A target a finger can take (WCAG 2.5.8), and room for its tooltip's hover.
  minHeight: vars.control.sm,
  padding: `0 ${vars.space.xs}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  cursor: 'default',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { boxShadow: vars.focusRing.outer } },
  // The pause sign, drawn by the stylesheet as the card's clock is.
  '::before': {
    content: '""',
    flexShrink: 0,
    width: vars.space.sm,
    height: vars.space.sm,
    borderLeft: `${vars.borderWidth.medium} solid currentColor`,
    borderRight: `${vars.borderWidth.medium} solid currentColor`,
  },
});

export const reason = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const duration = style({ fontVariantNumeric: 'tabular-nums' });
