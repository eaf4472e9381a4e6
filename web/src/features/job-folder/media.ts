import { isClosed, Level, type Media, type MediaCategory, mediaBase, type Permissions } from '@bayline/contracts';

/**
 * What the Media tab may do (spec 1 section 6): selecting needs the folder and media beyond read (jobmedia 1 or 4
 * disables it); adding, moving and deleting need media write on an open job (a void or archived job is locked).
 */
export function mediaRights(permissions: Permissions, roState: number) {
  const level = permissions.jobmedia;
  const select = permissions.jobfolder !== Level.noAccess && level !== Level.noAccess && level !== Level.read;
  const change = select && level === Level.write && !isClosed(roState);
  return { select, add: change, move: change, delete: change };
}

export type MediaRights = ReturnType<typeof mediaRights>;

/** The two panes: Multimedia (photos and videos) and Miscellaneous (documents). */
export function mediaPanes(media: readonly Media[]) {
  return { multimedia: media.filter((m) => m.isMedia), miscellaneous: media.filter((m) => !m.isMedia) };
}

/** The category filter: every item, those in no category, or those of one category. */
export type CategoryFilter = { kind: 'all' } | { kind: 'none' } | { kind: 'category'; mediaCategoryId: string };

export function filterByCategory(media: readonly Media[], filter: CategoryFilter): Media[] {
  if (filter.kind === 'all') return [...media];
  const wanted = filter.kind === 'none' ? null : filter.mediaCategoryId;
  return media.filter((m) => m.mediaCategoryId === wanted);
}

/** Categories offered to file media under: active ones, in the settings' order. */
export function categoryChoices(categories: readonly MediaCategory[]): MediaCategory[] {
  return categories.filter((c) => c.isActive && !c.deletedAt);
}

/** Move's SAVE needs a category that differs from where the selection already is (spec 1 section 5). */
export function canMoveTo(selected: readonly Media[], mediaCategoryId: string | null | undefined): boolean {
  if (mediaCategoryId === undefined || selected.length === 0) return false;
  return selected.some((m) => m.mediaCategoryId !== mediaCategoryId);
}

/** GET download/aszip: the selection of the job as one zip. */
export function zipHref(jobAdminId: string, mediaIds: readonly string[]): string {
  const query = new URLSearchParams({ jobid: jobAdminId, ids: mediaIds.join(';') });
  return `${mediaBase}/download/aszip?${query}`;
}

/** The selection kept to what the job still has (someone else may have deleted an item meanwhile). */
export function keepPresent(selected: ReadonlySet<string>, media: readonly Media[]): Set<string> {
  const present = new Set(media.map((m) => m.mediaId));
  return new Set([...selected].filter((id) => present.has(id)));
}

/** One list's new selection within the whole selection: what that list does not show stays as it was. */
export function withListSelection(
  selected: ReadonlySet<string>,
  shown: readonly Media[],
  next: ReadonlySet<string>,
): Set<string> {
  const inList = new Set(shown.map((m) => m.mediaId));
  return new Set([...[...selected].filter((id) => !inList.has(id)), ...next]);
}
