import { nextSortOrder, placeholderId, type Subdepartment } from '@bayline/contracts';

export const subdepartmentNameMax = 50;

export function addSubdepartment(list: readonly Subdepartment[], now = Date.now()): Subdepartment[] {
  return [
    ...list,
    { subdepartmentId: placeholderId(now), shortName: '', name: '', sortOrder: nextSortOrder(list), isActive: true },
  ];
}

/** Submit is disabled if any name is blank or nothing changed (spec 2 section 5). */
export function canSubmitSubdepartments(initial: readonly Subdepartment[], edited: readonly Subdepartment[]): boolean {
  if (edited.some((s) => s.name.trim() === '')) return false;
  const key = (list: readonly Subdepartment[]) =>
    JSON.stringify(list.map((s) => [s.subdepartmentId, s.name, s.sortOrder, s.isActive]));
  return key(initial) !== key(edited);
}
