import { i18n } from '../../lib/i18n.ts';
/** How many assignee names a category's Assignments cell shows before '+N more' (spec 2 section 9). */
export const shownAssignees = 2;

/** The chips of an Assignments cell: at most two names, then '+N more' for the rest. */
export function assignmentChips(names: readonly string[]): { names: string[]; more: string | null } {
  const rest = names.length - shownAssignees;
  return {
    names: names.slice(0, shownAssignees),
    more: rest > 0 ? i18n.t('settings:assignees.more', { count: rest }) : null,
  };
}
