import { style } from '@vanilla-extract/css';
import { belowMedium } from '../../../styles/breakpoints.ts';
import { vars } from '../../../styles/theme.css.ts';

/** The calendar beside its picker and type filter; on a phone one under the other, the page scrolling. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: '248px minmax(0, 1fr)',
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

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, marginRight: vars.space.md });

export const navigation = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginRight: 'auto',
  minWidth: 0,
  color: vars.color.text,
});

export const rangeTitle = style({ margin: `0 0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg, fontWeight: 600 });

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
    '--fc-classic-border': vars.color.border,
    '--fc-classic-strong-border': vars.color.borderStrong,
    '--fc-classic-today': vars.color.primaryTint,
    '--fc-classic-highlight': vars.color.dropTarget,
    '--fc-classic-now': vars.color.error,
  },
  '@media': { [belowMedium]: { flex: 'none', height: 'max(480px, 70vh)' } },
});

export const sideTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.04em',
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
  width: 12,
  height: 12,
  borderRadius: 3,
  border: '1px solid rgba(0, 0, 0, 0.15)',
});

export const dayCalendar = style({
  width: '100%',
  maxWidth: 280,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const dayCalendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginBottom: vars.space.xs,
});

export const dayCalendarHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const dayCalendarNav = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const dayCalendarGrid = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const dayCalendarCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 30,
  margin: 1,
  borderRadius: '50%',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText, fontWeight: 600 },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&[data-unavailable]': { color: vars.color.placeholder, textDecoration: 'line-through', cursor: 'not-allowed' },
  },
});

export const dateTimeRow = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const pickerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 36,
  height: 36,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const pickerPopover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  maxWidth: 'calc(100vw - 16px)',
});

export const pickerDialog = style({ display: 'flex', gap: vars.space.sm, padding: vars.space.sm, outline: 'none' });

export const timeList = style({
  width: 120,
  whiteSpace: 'nowrap',
  maxHeight: 260,
  overflowY: 'auto',
  outline: 'none',
  borderLeft: `1px solid ${vars.color.border}`,
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
