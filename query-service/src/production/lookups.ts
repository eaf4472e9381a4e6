import {
  activeInOrder,
  type Badge,
  type Contact,
  type Department,
  type Group,
  type JobAdmin,
  type JobClass,
} from '@bayline/contracts';
import type { Doc, ReadStore } from '@bayline/platform/read-store/port';

/** Settings documents without their read-model keys, as the API answers them. */
function asItems<T>(docs: Doc[]): T[] {
  return docs.map(({ id: _id, locationShortName: _l, ...rest }) => rest as T);
}

export async function listOf<T>(readStore: ReadStore, collection: string, locationShortName: string): Promise<T[]> {
  return asItems<T>(await readStore.find(collection, { locationShortName }));
}

/** The location's settings a job document is read with: names, colours and order come from here. */
export async function lookupsFor(readStore: ReadStore, locationShortName: string) {
  const [departments, jobClasses, groups, badges, contacts] = await Promise.all([
    listOf<Department>(readStore, 'departments', locationShortName),
    listOf<JobClass>(readStore, 'jobClasses', locationShortName),
    listOf<Group>(readStore, 'groups', locationShortName),
    listOf<Badge>(readStore, 'badges', locationShortName),
    listOf<Contact>(readStore, 'contacts', locationShortName),
  ]);
  const order = new Map(activeInOrder(departments).map((d, i) => [d.shortName, i]));
  return {
    departments,
    jobClasses,
    groups,
    badges,
    contacts,
    departmentOrder: (shortName: string) => order.get(shortName) ?? Number.MAX_SAFE_INTEGER,
  };
}

export type Lookups = Awaited<ReturnType<typeof lookupsFor>>;

const defaultClassColour = 'rgb(106, 168, 79)';

/** A stored job with the names, colours and badge details of its location's settings. */
export function jobWithNames(doc: Doc, lookups: Lookups): JobAdmin {
  const { id: _id, ...job } = doc as Doc & JobAdmin;
  const department = lookups.departments.find((d) => d.shortName === job.departmentShortName);
  const jobClass = lookups.jobClasses.find((c) => c.jobClassId === job.jobClassId);
  const group = lookups.groups.find((g) => g.shortName === job.groupShortName);
  return {
    ...job,
    departmentName: department?.name ?? 'Error on Department Id',
    jobClassName: jobClass?.name ?? '',
    jobClass: { displayColor: jobClass?.displayColor || defaultClassColour },
    group: group
      ? { shortName: group.shortName, name: group.name, isActive: group.isActive, deletedAt: group.deletedAt }
      : null,
    badges: job.badges.map((b) => {
      const badge = lookups.badges.find((x) => x.badgeId === b.badgeId);
      const sortOrder = jobClass?.badgeClasses.find((c) => c.badgeId === b.badgeId)?.sortOrder ?? 0;
      return { ...b, description: badge?.description ?? '', iconName: badge?.iconName ?? '', sortOrder };
    }),
    jobAssignments: job.jobAssignments.map((a) => ({
      ...a,
      name: lookups.contacts.find((c) => c.contactId === a.contactId)?.name ?? a.name,
    })),
  };
}

/** Board order (spec 1 section 4): department order, prioritised jobs first in ascending priority, then longest waiting, then job number (a total order: every read lists the same way). */
export function boardOrder(lookups: Lookups) {
  return (a: JobAdmin, b: JobAdmin) =>
    lookups.departmentOrder(a.departmentShortName) - lookups.departmentOrder(b.departmentShortName) ||
    (a.priority > 0 ? a.priority : Number.MAX_SAFE_INTEGER) - (b.priority > 0 ? b.priority : Number.MAX_SAFE_INTEGER) ||
    a.departmentEnteredAt.localeCompare(b.departmentEnteredAt) ||
    a.jobAdminInt - b.jobAdminInt;
}
