import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const page = style({ padding: vars.space.lg, maxWidth: 640 });

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700, marginBottom: vars.space.md });
