import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/** The tab: who the customer is, the thread taking the room left, the composer under it. */
export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  minWidth: 0,
});

export const customer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline' });

export const customerName = style({ fontWeight: vars.fontWeight.title, overflowWrap: 'anywhere' });

export const customerCell = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const thread = style({
  flex: 1,
  minHeight: vars.measure.xl,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surfaceAlt,
  border: vars.border.line,
  borderRadius: vars.radius.md,
});

export const timestamp = style({
  alignSelf: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.xs} 0`,
});

/** Replies on the left, the shop's texts on the right. */
export const bubble = styleVariants({
  incoming: {
    alignSelf: 'flex-start',
    background: vars.color.surface,
    border: vars.border.line,
  },
  outgoing: {
    alignSelf: 'flex-end',
    background: vars.color.primary,
    color: vars.color.primaryText,
  },
});

export const bubbleBase = style({
  maxWidth: '80%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const bubbleMeta = style({
  display: 'block',
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.xs,
  opacity: 0.85,
});

export const failed = style({
  alignSelf: 'flex-end',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.error,
  fontSize: vars.fontSize.sm,
});

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const composerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const send = style({ marginLeft: 'auto' });

/** The preset picker's menu is at most 264 px high (spec 1 section 9). */
export const presetMenu = style({
  maxHeight: vars.size.presetMenu,
  overflowY: 'auto',
  maxWidth: `min(${vars.panel['3xl']}, calc(100vw - ${vars.space.xxl}))`,
});

export const presetText = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const presetOption = style({ display: 'block', minWidth: 0 });

/** One text with the timestamp before it and, when it failed, the reason and Retry under it. */
export const entry = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** What the text carries, as removable chips. */
export const attachments = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0 });

export const attachment = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  paddingInlineStart: vars.space.sm,
  border: vars.border.line,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
  listStyle: 'none',
});

export const attachmentName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** The files a text in the thread carries, under its body. */
export const bubbleFiles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.xs });

export const bubbleFile = style({ color: 'inherit', fontSize: vars.fontSize.sm, textDecoration: 'underline' });
