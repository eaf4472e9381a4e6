import { style } from '@vanilla-extract/css';
import { input } from '../field.css.ts';

export const numberInput = style([input, { width: 48, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);
