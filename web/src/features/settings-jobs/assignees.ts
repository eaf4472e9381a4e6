import { i18n } from '../../lib/i18n.ts';
export const defaultContactType = 'Tech';

/** The kinds of assignee a shop has; a type already on a row is offered too. */
const knownContactTypes = ['Tech', 'Estimator', 'Painter', 'Detailer', 'Parts', 'Manager', 'Advisor'] as const;
type KnownContactType = (typeof knownContactTypes)[number];
const isKnown = (type: string): type is KnownContactType => (knownContactTypes as readonly string[]).includes(type);

/** A type as the user reads it: the known ones in the user's language, the shop's own as the shop wrote them. */
export function contactTypeLabel(type: string): string {
  return isKnown(type) ? i18n.t(`settings:assignees.types.${type}`) : type;
}

/** The Type choices: the known ones, then any other type the rows carry. */
export function contactTypes(onRows: readonly string[]): string[] {
  return [...new Set([...knownContactTypes, ...onRows.filter((t) => t.trim() !== '')])];
}

export interface AssigneeDraft {
  name: string;
  cellular: string;
}

/** A row's errors: a name is required; a cellular number, when given, has exactly 10 digits (spec 2 section 5). */
export function assigneeErrors(row: AssigneeDraft): Partial<Record<keyof AssigneeDraft, string>> {
  const errors: Partial<Record<keyof AssigneeDraft, string>> = {};
  if (row.name.trim() === '') errors.name = i18n.t('settings:validation.nameRequired');
  const digits = row.cellular.replace(/\D/g, '');
  if (digits !== '' && digits.length !== 10) errors.cellular = i18n.t('settings:validation.phoneNumberInvalid');
  return errors;
}

/** Initials for the avatar: first letters of the first and last words. */
export function initials(name: string): string {
  const [first, ...others] = name.trim().split(/\s+/).filter(Boolean);
  if (first === undefined) return '?';
  return (first.charAt(0) + (others.at(-1)?.charAt(0) ?? '')).toUpperCase();
}
