import { style, styleVariants } from '@vanilla-extract/css';
import { cell } from '../../../components/table.css.ts';
import { belowMedium } from '../../../styles/breakpoints.ts';
import { vars } from '../../../styles/theme.css.ts';

export const refreshed = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.error, margin: 0 });

/** A section of the page: a card with its title. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** The event store and the queues side by side; one over the other below the medium breakpoint. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [belowMedium]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export { cell, headerCell, numberCell, scroller as tableScroll, table } from '../../../components/table.css.ts';

export const nameCell = style([cell, { fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap', textAlign: 'left' }]);

export const errorText = style({
  color: vars.color.error,
  fontSize: vars.fontSize.sm,
  maxWidth: vars.panel.xl,
  overflowWrap: 'anywhere',
});

/** A projector's status: a dot in its tone, then its word. */
export const status = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' });

const dot = style({ width: vars.mark.md, height: vars.mark.md, borderRadius: '50%', flex: 'none' });

export const statusDot = styleVariants({
  good: [dot, { background: vars.color.success }],
  busy: [dot, { background: vars.color.primary }],
  trouble: [dot, { background: vars.color.error }],
  quiet: [dot, { background: vars.color.borderStrong }],
});

export const rebuildCell = style([cell, { minWidth: vars.panel.xs }]);

export const rebuilding = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const target = style({ width: vars.panel.sm, maxWidth: '100%' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: vars.border.line,
  borderRadius: vars.radius.sm,
  minWidth: 0,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const itemTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', gap: vars.space.sm });

export const empty = style({ margin: 0, color: vars.color.textMuted });

/** The links between the operations pages (how Bayline runs, the outboxes). */
export const pages = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const pageLink = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  paddingBottom: vars.space.xxs,
  borderBottom: `${vars.borderWidth.medium} solid transparent`,
  selectors: { '&[aria-current=page]': { color: vars.color.text, borderBottomColor: vars.color.primary } },
});

export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.md,
});

export const replyForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [belowMedium]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const files = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.fontSize.sm });

export const success = style({ color: vars.color.success, margin: 0 });
