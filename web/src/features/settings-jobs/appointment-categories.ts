import type { ApptCategory } from '@bayline/contracts';

/** The assignments after choosing `contactIds`: ones kept keep their notify flag, new ones notify. */
export function withAssignees(category: ApptCategory, contactIds: readonly string[]): ApptCategory['assignments'] {
  const before = new Map(category.assignments.map((a) => [a.contactId, a]));
  return contactIds.map((contactId) => before.get(contactId) ?? { contactId, doNotify: true });
}
