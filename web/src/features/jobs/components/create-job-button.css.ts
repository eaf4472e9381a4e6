import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/** Why Create Job cannot be used yet, beside the button. */
export const why = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
