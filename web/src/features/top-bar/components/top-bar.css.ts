import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const indicators = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const meter = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  columnGap: vars.space.sm,
  rowGap: vars.space.label,
  alignItems: 'center',
  minWidth: vars.measure.lg,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.2,
});

export const meterLabel = style({
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const meterValue = style({ justifySelf: 'end', fontVariantNumeric: 'tabular-nums' });

export const track = style({
  gridColumn: '1 / -1',
  display: 'flex',
  height: vars.mark.xs,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.barTrack,
});

const fillBase = style({ height: '100%', transition: 'width 200ms ease' });

/** The indicator's level (docs/metrics.md): the threshold warns, over the maximum alerts. */
export const fill = styleVariants({
  normal: [fillBase, { background: vars.color.success }],
  warning: [fillBase, { background: vars.gauge.warning }],
  over: [fillBase, { background: vars.gauge.over }],
});

/** Pre-production, production and post-production, in the flow's order. */
export const flowPart = styleVariants({
  preProduction: [fillBase, { background: vars.gauge.preProduction }],
  production: [fillBase, { background: vars.gauge.production }],
  postProduction: [fillBase, { background: vars.gauge.postProduction }],
});

export const flowLegend = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const messaging = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: 0,
  minWidth: vars.control.xxs,
  height: vars.control.xxs,
  padding: `0 ${vars.space.badge}`,
  borderRadius: vars.radius.pill,
  background: vars.color.error,
  color: vars.color.onFill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.control.xxs,
  textAlign: 'center',
  pointerEvents: 'none',
});

export const unreadList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted });

/** One sender: name, time and count on the first line, their latest text under it. */
export const unreadEntry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  width: '100%',
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 0,
  borderBottom: vars.border.line,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.primaryTint },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.borderWidth.thick} ${vars.color.focusRing}` },
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const unreadName = style({
  fontWeight: vars.fontWeight.title,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const unreadTime = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

export const unreadCount = style([badge, { position: 'static' }]);

export const unreadText = style({
  gridColumn: '1 / -1',
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
