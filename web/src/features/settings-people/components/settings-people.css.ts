import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/** Form fields in two columns, one on narrow screens. */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.panel.xxs}, 1fr))`,
  gap: vars.space.lg,
});

/** The password strength bar. */
export const strength = style({ width: '100%', height: vars.mark.sm });

export const permissionRow = style({
  display: 'grid',
  gridTemplateColumns: `1fr ${vars.measure['4xl']}`,
  alignItems: 'center',
  gap: vars.space.md,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const apiKey = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const mono = style({ fontFamily: vars.font.mono, wordBreak: 'break-all' });

export const days = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const alert = style({ margin: 0, color: vars.color.error, fontWeight: vars.fontWeight.semibold });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
