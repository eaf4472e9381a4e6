import { style } from '@vanilla-extract/css';
import { belowMedium } from '../../../styles/breakpoints.ts';
import { vars } from '../../../styles/theme.css.ts';

/** The job's history, time travel and comparison on one white card under the page's toolbar. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

/** The job's number and its export buttons, inside the card's padding as its panels are. */
export const jobHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl} 0`,
  '@media': { [belowMedium]: { padding: `${vars.space.sm} ${vars.space.sm} 0` } },
});

export const jobTitle = style({ margin: 0, marginRight: 'auto', fontSize: vars.fontSize.lg });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  minWidth: 0,
  outline: 'none',
  '@media': { [belowMedium]: { padding: vars.space.sm } },
});

/** Filters and controls, wrapping on a narrow screen. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

/** The history's filters: a toolbar, without a fieldset's frame. */
export const filters = style([toolbar, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);

export const grow = style({ flex: 1, minWidth: vars.measure['3xl'] });

export const find = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.error });

export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.sm} 0`,
  borderBottom: vars.border.line,
});

export const sentence = style({ overflowWrap: 'anywhere' });

export const when = style({ gridColumn: 1, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const viewAt = style({ gridColumn: 2, gridRow: '1 / span 2' });

/** The moment shown: when and by whom the job became as it is shown. */
export const caption = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

/** The folder's facts as term and value pairs. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.measure['4xl']}, 1fr))`,
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0 });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  border: vars.border.line,
  fontSize: vars.fontSize.sm,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const sectionRow = style({ background: vars.color.surfaceAlt, fontWeight: vars.fontWeight.bold });

/** A comparison's row and section names, read along the row rather than centred over it. */
export const rowHeader = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold });

export const note = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
