/** An appointment category (spec 2 "Appointment category") with the assignees notified of its appointments. */
export interface ApptCategory {
  apptCategoryId: string;
  description: string;
  displayColor: string;
  isActive: boolean;
  isPublic: boolean;
  deletedAt: string | null;
  assignments: { contactId: string; apptCategoryId: string; doNotify: boolean }[];
}

/** The assignments after choosing `contactIds`: ones kept keep their notify flag, new ones notify. */
export function withAssignees(category: ApptCategory, contactIds: readonly string[]): ApptCategory['assignments'] {
  const before = new Map(category.assignments.map((a) => [a.contactId, a]));
  return contactIds.map(
    (contactId) => before.get(contactId) ?? { contactId, apptCategoryId: category.apptCategoryId, doNotify: true },
  );
}
