import { style } from '@vanilla-extract/css';
import { belowMedium } from '../../../styles/breakpoints.ts';
import { vars } from '../../../styles/theme.css.ts';

/** The calendar beside its picker and type filter; on a phone one under the other, the page scrolling. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.sideColumn} minmax(0, 1fr)`,
  gridTemplateAreas: '"side main"',
  gap: vars.space.lg,
  height: '100%',
  minHeight: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  '@media': {
    [belowMedium]: { display: 'flex', flexDirection: 'column', overflowY: 'auto', padding: vars.space.sm },
  },
});

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: 0,
  minWidth: 0,
  '@media': { [belowMedium]: { flex: 'none' } },
});

export const side = style({
  gridArea: 'side',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  overflowY: 'auto',
  '@media': { [belowMedium]: { flex: 'none', overflowY: 'visible' } },
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  marginRight: vars.space.md,
});

export const navigation = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginRight: 'auto',
  minWidth: 0,
  color: vars.color.text,
});

export const rangeTitle = style({
  margin: `0 0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const views = style({ flexWrap: 'wrap' });

export const error = style({ color: vars.color.error, margin: 0 });

/** FullCalendar's classic theme in the app's colours. */
export const calendar = style({
  flex: 1,
  minHeight: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  fontSize: vars.fontSize.md,
  vars: {
    '--fc-classic-primary': vars.color.primary,
    '--fc-classic-primary-foreground': vars.color.primaryText,
    '--fc-classic-background': vars.color.surface,
    '--fc-classic-foreground': vars.color.text,
    '--fc-classic-muted-foreground': vars.color.textMuted,
    // The days of the months around the one shown: FullCalendar's pale grey reads at 2.5:1 only.
    '--fc-classic-faint-foreground': vars.color.textMuted,
    '--fc-classic-border': vars.color.border,
    '--fc-classic-strong-border': vars.color.borderStrong,
    '--fc-classic-today': vars.color.primaryTint,
    '--fc-classic-highlight': vars.color.dropTarget,
    '--fc-classic-now': vars.color.error,
  },
  '@media': { [belowMedium]: { flex: 'none', height: `max(${vars.panel['4xl']}, 70vh)` } },
});

/** An appointment in a day's row (month view, all-day row): a press target of at least 24 px (WCAG 2.5.8). */
export const rowEvent = style({ minHeight: vars.control.sm, display: 'flex', alignItems: 'center' });

export const sideTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const typeList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const typeItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const swatch = style({
  flex: 'none',
  width: vars.mark.lg,
  height: vars.mark.lg,
  borderRadius: vars.radius.xs,
  border: vars.border.swatch,
});

export const dateTimeRow = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const pickerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.control.xl,
  height: vars.control.xl,
  border: vars.border.strong,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { boxShadow: vars.focusRing.outer },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const pickerPopover = style({
  background: vars.color.surface,
  border: vars.border.line,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  maxWidth: `calc(100vw - ${vars.space.lg})`,
});

export const pickerDialog = style({ display: 'flex', gap: vars.space.sm, padding: vars.space.sm, outline: 'none' });

export const timeList = style({
  width: vars.measure.xl,
  whiteSpace: 'nowrap',
  maxHeight: vars.panel.sm,
  overflowY: 'auto',
  outline: 'none',
  borderLeft: vars.border.line,
});

/** The dialog's fields scroll between its header and its actions. */
export const form = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });

export const formBody = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.lg}`,
  '@media': { [belowMedium]: { padding: `${vars.space.sm} ${vars.space.md} ${vars.space.lg}` } },
});

export const switchCell = style({
  gridColumn: 'span 3',
  alignSelf: 'end',
  paddingBottom: vars.space.sm,
  '@media': { [belowMedium]: { gridColumn: 'span 1' } },
});

export const notes = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });

export const notesField = style({ alignSelf: 'stretch' });

export const footerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
