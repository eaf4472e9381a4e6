import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const labelRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The small button beside a date's label that tells when it was entered. */
export const enteredButton = style({
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'help',
  width: 16,
  height: 16,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { boxShadow: vars.focusRing.thin, borderRadius: vars.radius.sm } },
});

export const input = style({
  height: 36,
  width: '100%',
  padding: `0 ${vars.space.sm}`,
  border: vars.border.strong,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&:focus': { borderColor: vars.color.focus, boxShadow: vars.focusRing.thin },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 2px ${vars.color.errorRing}` },
    '&:disabled': { background: vars.color.surfaceAlt, color: vars.color.placeholder, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.placeholder },
  },
});

export const textArea = style([input, { height: 'auto', minHeight: 64, padding: vars.space.sm, resize: 'vertical' }]);

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
});
