import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { input } from '../field.css.ts';

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  left: vars.space.sm,
  color: vars.color.placeholder,
  pointerEvents: 'none',
});

/** Room for the magnifier before the text and the clear button after it; the browser's own clear button hidden. */
export const searchInput = style([
  input,
  {
    padding: `0 36px 0 32px`,
    selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
  },
]);

export const clearButton = style({
  position: 'absolute',
  right: vars.space.xs,
  width: 28,
  height: 28,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: 20,
  lineHeight: 1,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.thin },
  },
});
