import { style, styleVariants } from '@vanilla-extract/css';
import { belowMedium } from '../../../styles/breakpoints.ts';
import { vars } from '../../../styles/theme.css.ts';

/** Prior, Today and Next, and the range they show. */
export const navigation = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const rangeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  minWidth: 0,
});

export const message = style({ margin: 0, color: vars.color.error });

/** The weekdays above a month's grid; a phone lists the days one under another and needs none. */
export const weekdays = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  '@media': { [belowMedium]: { display: 'none' } },
});

/** A column per day, seven across; one under another below the medium breakpoint. */
export const days = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.sm,
  alignItems: 'stretch',
  '@media': { [belowMedium]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.sm,
  background: vars.color.column,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.medium} solid transparent`,
});

/** Room to drop a job on beside the others; a phone's days, one under another, take only what they hold. */
export const dayKind = styleVariants({
  week: { minHeight: vars.panel.xs, '@media': { [belowMedium]: { minHeight: 0 } } },
  month: { minHeight: vars.measure.xl, '@media': { [belowMedium]: { minHeight: 0 } } },
});

export const today = style({ borderColor: vars.color.primary });

/**
 * A day of the month's grid outside the month shown: paler and edged in dashes (not faded: its texts keep their
 * 4.5:1), and left out on a phone.
 */
export const otherMonth = style({
  background: vars.color.page,
  borderColor: vars.color.border,
  borderStyle: 'dashed',
  '@media': { [belowMedium]: { display: 'none' } },
});

export const dropOver = style({ background: vars.color.dropTarget });

export const dayHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const todayLabel = style({ color: vars.color.primary, fontSize: vars.fontSize.xs, textTransform: 'uppercase' });

/** One job class on a day: its figures, then its jobs' tiles. */
export const classGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingLeft: vars.space.sm,
  borderLeft: `${vars.borderWidth.stripe} solid transparent`,
  minWidth: 0,
});

export const classHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const className = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
  maxWidth: '100%',
});

export const figures = style({ fontWeight: vars.fontWeight.bold });

export const percent = style({ color: vars.color.textMuted });

/** How full the class's day is: said in words, and in colour. */
export const load = styleVariants({
  open: {},
  closed: { color: vars.color.textMuted },
  full: { color: vars.color.warning, fontWeight: vars.fontWeight.bold },
  over: { color: vars.color.error, fontWeight: vars.fontWeight.bold },
});

export const loadBadge = styleVariants({
  closed: { color: vars.color.textMuted, fontStyle: 'italic' },
  full: {
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    background: vars.color.warningSurface,
    color: vars.color.warning,
    fontWeight: vars.fontWeight.bold,
  },
  over: {
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    background: vars.color.error,
    color: vars.color.onFill,
    fontWeight: vars.fontWeight.bold,
  },
});

export const tiles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** A tile as the schedule holds it: dragged to another day, or pressed to open the job. */
export const tile = style({
  borderRadius: vars.radius.md,
  outline: 'none',
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:focus-visible': { boxShadow: vars.focusRing.outer },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});

export const dragging = style({ opacity: 0.35 });

export const appointments = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** An appointment: a small card edged in its type's colour. */
export const appointment = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.xs}`,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  background: vars.color.surface,
  borderLeft: `${vars.borderWidth.stripe} solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  minWidth: 0,
});

export const appointmentTime = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const appointmentName = style({
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});
