import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** A row of a list one opens or picks from: ruled below, tinted under the pointer and the keyboard's focus. */
const listRow = style({
  borderBottom: vars.border.line,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-focused]': { background: vars.color.primaryTint },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
  },
});

/** 'inline': its parts side by side (an estimate and its delete button); 'stacked': a title over its details. */
export const row = styleVariants({
  inline: [
    listRow,
    { display: 'flex', alignItems: 'center', gap: vars.space.md, padding: `${vars.space.sm} ${vars.space.md}` },
  ],
  stacked: [
    listRow,
    { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: `${vars.space.sm} ${vars.space.lg}` },
  ],
});
