import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { cell, numberCell } from '../table.css.ts';

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const picker = style({ minWidth: 0, width: 320, maxWidth: '100%' });

export const error = style({ color: vars.color.error, fontSize: vars.fontSize.sm, margin: 0 });

export const empty = style({ padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center', margin: 0 });

export const note = style({ color: vars.color.textMuted, margin: 0, textAlign: 'center' });

export const assigneeName = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg });

export const reports = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export { cell, headerCell, numberCell as hoursCell, scroller as tableScroll, table } from '../table.css.ts';

export const totalCell = style([cell, { fontWeight: vars.fontWeight.bold, borderTop: `2px solid ${vars.color.text}` }]);

export const totalHours = style([
  numberCell,
  { fontWeight: vars.fontWeight.bold, borderTop: `2px solid ${vars.color.text}` },
]);
