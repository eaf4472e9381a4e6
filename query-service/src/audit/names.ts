import { builtInNoteCategories, type MediaCategory, type NoteCategory } from '@bayline/contracts';
import type { ReadView } from '@bayline/platform/read-store/port';
import { type Lookups, listOf, lookupsFor, userNames } from '../production/lookups.ts';

/** Who acted: 'system' is Bayline itself (the seed, the uploader), as the folder's notes say. */
export const systemUserId = 'system';

/** The names a job's history and folder are told with, as the location's settings and people stand in `view`. */
export interface Names {
  lookups: Lookups;
  person(userId: string): string;
  /** A department, and the subdepartment within it when there is one: 'Body (Bay 1)'. */
  place(departmentShortName: string, subdepartmentShortName: string | null): string;
  departmentById(departmentId: string): string;
  subdepartment(departmentShortName: string, subdepartmentShortName: string | null): string | null;
  badge(badgeId: string): string;
  badgeState(badgeId: string, state: number): string;
  contact(contactId: string): string;
  jobClass(jobClassId: string): string;
  group(shortName: string | null): string | null;
  noteCategory(noteCategoryId: string): string;
  mediaCategory(mediaCategoryId: string | null): string | null;
}

/** Reads the names of a location and of `people` from `view` once; the answers are then looked up in memory. */
export async function namesIn(view: ReadView, location: string, people: Iterable<string>): Promise<Names> {
  const [lookups, users, noteCategories, mediaCategories] = await Promise.all([
    lookupsFor(view, location),
    userNames(view, [...people]),
    listOf<NoteCategory>(view, 'noteCategories', location),
    listOf<MediaCategory>(view, 'mediaCategories', location),
  ]);
  const notes = new Map([...builtInNoteCategories, ...noteCategories].map((c) => [c.noteCategoryId, c.description]));
  const media = new Map(mediaCategories.map((c) => [c.mediaCategoryId, c.description]));
  const subdepartment = (department: string, sub: string | null) =>
    sub === null
      ? null
      : (lookups.department(department)?.subdepartments.find((s) => s.shortName === sub)?.name ?? sub);
  return {
    lookups,
    person: (userId) => (userId === systemUserId ? 'System' : (users.get(userId) ?? '')),
    place(department, sub) {
      const name = lookups.department(department)?.name ?? department;
      const within = subdepartment(department, sub);
      return within ? `${name} (${within})` : name;
    },
    departmentById: (id) => lookups.departments.find((d) => d.departmentId === id)?.name ?? '',
    subdepartment,
    badge: (badgeId) => lookups.badge(badgeId)?.description ?? '',
    badgeState: (badgeId, state) =>
      lookups.badge(badgeId)?.badgeStates.find((s) => s.state === state)?.description ?? String(state),
    contact: (contactId) => lookups.contact(contactId)?.name ?? '',
    jobClass: (jobClassId) => lookups.jobClass(jobClassId)?.name ?? '',
    group: (shortName) => (shortName === null ? null : (lookups.group(shortName)?.name ?? shortName)),
    noteCategory: (id) => notes.get(id) ?? '',
    mediaCategory: (id) => (id === null ? null : (media.get(id) ?? '')),
  };
}
