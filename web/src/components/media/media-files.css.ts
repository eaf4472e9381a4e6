import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** The camera: the live picture, its controls, and what was captured under them. */
export const camera = style({
  width: '100%',
  maxHeight: '50vh',
  background: '#000000',
  borderRadius: vars.radius.sm,
  objectFit: 'contain',
});

export const cameraControls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const captures = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const capture = style({ position: 'relative', flex: 'none', width: 120 });

export const captureMedia = style({ width: 120, height: 90, objectFit: 'cover', borderRadius: vars.radius.sm });

export const removeCapture = style({ position: 'absolute', top: vars.space.xxs, right: vars.space.xxs });

export const fileList = style({ margin: 0, paddingInlineStart: vars.space.xl, maxHeight: 200, overflowY: 'auto' });
