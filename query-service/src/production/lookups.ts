import {
  activeInOrder,
  type Badge,
  type Contact,
  type Department,
  type Group,
  type JobAdmin,
  type JobBadge,
  type JobClass,
  type JobHold,
  notFound,
  type SettingsListName,
  type StoredHold,
} from '@bayline/contracts';
import { usersModel } from '@bayline/contracts/read-models/identity';
import { type JobDoc, jobsModel } from '@bayline/contracts/read-models/jobs';
import { type ListItemDoc, settingsListModels } from '@bayline/contracts/read-models/settings';
import type { ReadStore, ReadView } from '@bayline/platform/read-store/port';

/** Settings documents without their read-model keys, as the API answers them. */
function asItems<T>(docs: ListItemDoc[]): T[] {
  return docs.map(({ id: _id, locationShortName: _l, ...rest }) => rest as T);
}

export async function listOf<T>(readStore: ReadView, list: SettingsListName, locationShortName: string): Promise<T[]> {
  return asItems<T>(await readStore.collection(settingsListModels[list]).find({ locationShortName }));
}

/** The location's settings a job document is read with: names, colours and order come from here. */
export async function lookupsFor(readStore: ReadView, locationShortName: string) {
  const [departments, jobClasses, groups, badges, contacts] = await Promise.all([
    listOf<Department>(readStore, 'departments', locationShortName),
    listOf<JobClass>(readStore, 'jobClasses', locationShortName),
    listOf<Group>(readStore, 'groups', locationShortName),
    listOf<Badge>(readStore, 'badges', locationShortName),
    listOf<Contact>(readStore, 'contacts', locationShortName),
  ]);
  const order = new Map(activeInOrder(departments).map((d, i) => [d.shortName, i]));
  // One item per key: a live one rather than a deleted one that had the same key.
  const byKey = <T extends { deletedAt?: string | null }, K extends keyof T>(items: T[], key: K) => {
    const map = new Map<T[K], T>();
    for (const item of items) {
      const seen = map.get(item[key]);
      if (!seen || (seen.deletedAt && !item.deletedAt)) map.set(item[key], item);
    }
    return map;
  };
  const departmentByShortName = byKey(departments, 'shortName');
  const jobClassById = byKey(jobClasses, 'jobClassId');
  const groupByShortName = byKey(groups, 'shortName');
  const badgeById = byKey(badges, 'badgeId');
  const contactById = byKey(contacts, 'contactId');
  return {
    departments,
    jobClasses,
    groups,
    badges,
    contacts,
    departmentOrder: (shortName: string) => order.get(shortName) ?? Number.MAX_SAFE_INTEGER,
    department: (shortName: string) => departmentByShortName.get(shortName),
    jobClass: (jobClassId: string) => jobClassById.get(jobClassId),
    group: (shortName: string | null) => (shortName === null ? undefined : groupByShortName.get(shortName)),
    badge: (badgeId: string) => badgeById.get(badgeId),
    contact: (contactId: string) => contactById.get(contactId),
  };
}

export type Lookups = Awaited<ReturnType<typeof lookupsFor>>;

/** A job of the caller's location, with its location's settings; another location's is unknown here (404). */
export async function jobAt(readStore: ReadStore, locationShortName: string, jobAdminId: string) {
  const doc = await readStore.collection(jobsModel).get(jobAdminId);
  if (!doc || doc.locationShortName !== locationShortName) throw notFound('Job');
  return { doc, lookups: await lookupsFor(readStore, locationShortName) };
}

const defaultClassColour = 'rgb(106, 168, 79)';

/** The names and colour a job is shown with: its department's and class's names, its class colour and its group. */
export function namesOf(
  job: Pick<JobAdmin, 'departmentShortName' | 'jobClassId' | 'groupShortName'>,
  lookups: Lookups,
): Pick<JobAdmin, 'departmentName' | 'jobClassName' | 'jobClass' | 'group'> {
  const jobClass = lookups.jobClass(job.jobClassId);
  const group = lookups.group(job.groupShortName);
  return {
    departmentName: lookups.department(job.departmentShortName)?.name ?? 'Error on Department Id',
    jobClassName: jobClass?.name ?? '',
    jobClass: { displayColor: jobClass?.displayColor || defaultClassColour },
    group: group
      ? { shortName: group.shortName, name: group.name, isActive: group.isActive, deletedAt: group.deletedAt }
      : null,
  };
}

/** A job's badges with their descriptions and icons, and their order in the job's class. */
export function namedBadges(
  badges: { badgeId: string; state: number }[],
  jobClassId: string,
  lookups: Lookups,
): JobBadge[] {
  const badgeClasses = lookups.jobClass(jobClassId)?.badgeClasses ?? [];
  return badges.map((b) => {
    const badge = lookups.badge(b.badgeId);
    const sortOrder = badgeClasses.find((c) => c.badgeId === b.badgeId)?.sortOrder ?? 0;
    return { ...b, description: badge?.description ?? '', iconName: badge?.iconName ?? '', sortOrder };
  });
}

/** The users who put holds on these jobs, by id, to name them by. */
export const holdersOf = (readStore: ReadView, docs: readonly Pick<JobDoc, 'hold'>[]) =>
  userNames(
    readStore,
    docs.flatMap((d) => (d.hold ? [d.hold.heldById] : [])),
  );

/** A stored hold with who put it named ('' where the reader has not looked them up, or they are gone). */
export const namedHold = (hold: StoredHold | null, holders: ReadonlyMap<string, string>): JobHold | null =>
  hold && { ...hold, heldByName: holders.get(hold.heldById) ?? '' };

/** A stored job with the names, colours and badge details of its location's settings, and who put its hold. */
export function jobWithNames(
  doc: JobDoc,
  lookups: Lookups,
  holders: ReadonlyMap<string, string> = new Map(),
): JobAdmin {
  const { id: _id, ...job } = doc;
  return {
    ...job,
    hold: namedHold(job.hold, holders),
    ...namesOf(job, lookups),
    badges: namedBadges(job.badges, job.jobClassId, lookups),
    jobAssignments: job.jobAssignments.map((a) => ({
      ...a,
      // A row whose contact is not in the settings (No Assignee) is named by no one.
      name: lookups.contact(a.contactId)?.name ?? '',
    })),
  };
}

type OnBoard = Pick<JobAdmin, 'departmentShortName' | 'priority' | 'departmentEnteredAt' | 'jobAdminInt'>;

/** Board order (spec 1 section 4): department order, prioritised jobs first in ascending priority, then longest waiting, then job number (a total order: every read lists the same way). */
export function boardOrder(lookups: Lookups) {
  // ISO instants order as text; a plain comparison spares the locale collation on every pair of a large board.
  const enteredOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return (a: OnBoard, b: OnBoard) =>
    lookups.departmentOrder(a.departmentShortName) - lookups.departmentOrder(b.departmentShortName) ||
    (a.priority > 0 ? a.priority : Number.MAX_SAFE_INTEGER) - (b.priority > 0 ? b.priority : Number.MAX_SAFE_INTEGER) ||
    enteredOrder(a.departmentEnteredAt, b.departmentEnteredAt) ||
    a.jobAdminInt - b.jobAdminInt;
}

/** Users' names by id, for who wrote, completed or uploaded something. */
export async function userNames(readStore: ReadView, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  const users = wanted.length ? await readStore.collection(usersModel).find({ id: { $in: wanted } }) : [];
  return new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
}
