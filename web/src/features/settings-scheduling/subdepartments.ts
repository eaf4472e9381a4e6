import { nextSortOrder, placeholderId } from '@bayline/contracts';

/** A department's subdepartment as the dialog edits it (spec 2 "Subdepartment"). */
export interface SubdepartmentDraft {
  subdepartmentId: string;
  name: string;
  sortOrder: number;
  isActive: boolean;
}

export const subdepartmentNameMax = 50;

export function addSubdepartment(list: readonly SubdepartmentDraft[], now = Date.now()): SubdepartmentDraft[] {
  return [...list, { subdepartmentId: placeholderId(now), name: '', sortOrder: nextSortOrder(list), isActive: true }];
}

/** Submit is disabled if any name is blank or nothing changed (spec 2 section 5). */
export function canSubmitSubdepartments(
  initial: readonly SubdepartmentDraft[],
  edited: readonly SubdepartmentDraft[],
): boolean {
  if (edited.some((s) => s.name.trim() === '')) return false;
  const key = (list: readonly SubdepartmentDraft[]) =>
    JSON.stringify(list.map((s) => [s.subdepartmentId, s.name, s.sortOrder, s.isActive]));
  return key(initial) !== key(edited);
}
