import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const indicators = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const meter = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  columnGap: vars.space.sm,
  rowGap: 3,
  alignItems: 'center',
  minWidth: 96,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.2,
});

export const meterLabel = style({ fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase' });

export const meterValue = style({ justifySelf: 'end', fontVariantNumeric: 'tabular-nums' });

export const track = style({
  gridColumn: '1 / -1',
  display: 'flex',
  height: 6,
  overflow: 'hidden',
  borderRadius: 3,
  background: 'rgba(255, 255, 255, 0.16)',
});

const fillBase = style({ height: '100%', transition: 'width 200ms ease' });

/** The indicator's level (docs/metrics.md): the threshold warns, over the maximum alerts. */
export const fill = styleVariants({
  normal: [fillBase, { background: vars.color.success }],
  warning: [fillBase, { background: '#f0a020' }],
  over: [fillBase, { background: '#ef5350' }],
});

/** Pre-production, production and post-production, in the flow's order. */
export const flowPart = styleVariants({
  preProduction: [fillBase, { background: '#90a4ae' }],
  production: [fillBase, { background: '#42a5f5' }],
  postProduction: [fillBase, { background: '#66bb6a' }],
});

export const flowLegend = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const messaging = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: 9,
  background: vars.color.error,
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: '18px',
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
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.primaryTint },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 3px ${vars.color.focusRing}` },
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const unreadName = style({
  fontWeight: 650,
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
