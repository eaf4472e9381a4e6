/** The badges a new job of a class starts with, in their order (spec 2 "Job class" badgeClasses). */
export interface BadgeClassDraft {
  badgeId: string;
  sortOrder: number;
}

function renumber(ids: readonly string[]): BadgeClassDraft[] {
  return ids.map((badgeId, sortOrder) => ({ badgeId, sortOrder }));
}

export function inBadgeOrder(list: readonly BadgeClassDraft[]): string[] {
  return [...list].sort((a, b) => a.sortOrder - b.sortOrder).map((b) => b.badgeId);
}

export function addBadgeClass(list: readonly BadgeClassDraft[], badgeId: string): BadgeClassDraft[] {
  const ids = inBadgeOrder(list);
  return ids.includes(badgeId) ? renumber(ids) : renumber([...ids, badgeId]);
}

export function removeBadgeClass(list: readonly BadgeClassDraft[], badgeId: string): BadgeClassDraft[] {
  return renumber(inBadgeOrder(list).filter((id) => id !== badgeId));
}

export function moveBadgeClass(list: readonly BadgeClassDraft[], from: number, to: number): BadgeClassDraft[] {
  const ids = inBadgeOrder(list);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved);
  return renumber(ids);
}

export function badgeClassesChanged(initial: readonly BadgeClassDraft[], edited: readonly BadgeClassDraft[]) {
  return inBadgeOrder(initial).join() !== inBadgeOrder(edited).join();
}
