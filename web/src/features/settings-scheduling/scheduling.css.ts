import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** A dialog's list of rows: a label then its inputs. */
export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: vars.panel['4xl'],
  overflowY: 'auto',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: `minmax(${vars.measure.xl}, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  borderBottom: vars.border.line,
});

export const rowLabel = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const rowInputs = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const unit = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const picker = style({ minWidth: vars.measure['5xl'] });

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

/** The Message column's icon, one look per state. */
export const messageIcon = styleVariants({
  none: { color: vars.color.placeholder },
  notSent: { color: vars.color.warning },
  sent: { color: vars.color.success },
});

export const swatch = style({
  display: 'inline-block',
  flex: 'none',
  width: vars.mark.xl,
  height: vars.mark.xl,
  borderRadius: vars.radius.xs,
  border: vars.border.swatch,
});

export const total = style({
  display: 'inline-block',
  minWidth: vars.control.xxl,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});
