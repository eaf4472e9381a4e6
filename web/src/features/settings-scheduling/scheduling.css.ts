import { style, styleVariants } from '@vanilla-extract/css';
import { input } from '../../components/field.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const numberInput = style([input, { width: 48, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

/** A dialog's list of rows: a label then its inputs. */
export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: 480,
  overflowY: 'auto',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const rowLabel = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const rowInputs = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const unit = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const picker = style({ minWidth: 200 });

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
  width: 14,
  height: 14,
  borderRadius: 3,
  border: '1px solid rgba(0, 0, 0, 0.15)',
});

export const total = style({
  display: 'inline-block',
  minWidth: 40,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});
