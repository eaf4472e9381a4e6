/** The badges a new job of a class starts with, in their order (spec 2 "Job class" badgeClasses). */
export interface BadgeClassDraft {
  badgeId: string;
  sortOrder: number;
}

/** The list in its order, numbered 0, 1, 2… */
export function orderBadgeClasses(list: readonly BadgeClassDraft[]): BadgeClassDraft[] {
  return [...list].sort((a, b) => a.sortOrder - b.sortOrder).map(({ badgeId }, sortOrder) => ({ badgeId, sortOrder }));
}

/** A badge added at the end, once. */
export function addBadgeClass(list: readonly BadgeClassDraft[], badgeId: string): BadgeClassDraft[] {
  const ordered = orderBadgeClasses(list);
  return ordered.some((b) => b.badgeId === badgeId) ? ordered : [...ordered, { badgeId, sortOrder: ordered.length }];
}

export function removeBadgeClass(list: readonly BadgeClassDraft[], badgeId: string): BadgeClassDraft[] {
  return orderBadgeClasses(list.filter((b) => b.badgeId !== badgeId));
}

export function badgeClassesChanged(initial: readonly BadgeClassDraft[], edited: readonly BadgeClassDraft[]) {
  const ids = (list: readonly BadgeClassDraft[]) =>
    orderBadgeClasses(list)
      .map((b) => b.badgeId)
      .join();
  return ids(initial) !== ids(edited);
}
