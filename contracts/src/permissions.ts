/** Permission levels of spec 3 section 6: the numbers are the product's own. */
export const Level = { noAccess: 1, write: 2, read: 4, completeOnly: 8 } as const;
export type Level = (typeof Level)[keyof typeof Level];

export const areas = [
  'jobfolder',
  'jobinformation',
  'messaging',
  'jobmessaging',
  'texting',
  'jobtodolist',
  'jobassignments',
  'jobmedia',
  'jobclosing',
  'onthefly',
  'admin',
  'scheduler',
  'dash',
  'board',
  // A job's history and the job as it stood at any moment (issue 13): read only, nothing in it is written.
  'audit',
] as const;
export type Area = (typeof areas)[number];
export type Permissions = Record<Area, Level>;

/** Roles that imply write everywhere. */
export const allPowerfulRoles = ['support', 'owner'] as const;

/** Spec spellings that name an area differently from its role string. */
const roleAreaAliases: Record<string, Area> = { schedule: 'scheduler' };

/**
 * Reads role strings ('{area}-writer', '{area}-reader', '{area}-completer', 'support', 'owner', 'dashReader')
 * into one level per area. The highest right wins: write over complete-only over read over no access.
 */
export function permissionsFromRoles(roles: readonly string[]): Permissions {
  const rank: Record<Level, number> = { 1: 0, 4: 1, 8: 2, 2: 3 };
  const result = Object.fromEntries(areas.map((a) => [a, Level.noAccess])) as Permissions;
  const grant = (area: Area, level: Level) => {
    if (rank[level] > rank[result[area]]) result[area] = level;
  };
  for (const role of roles) {
    if ((allPowerfulRoles as readonly string[]).includes(role)) {
      for (const area of areas) grant(area, Level.write);
      continue;
    }
    if (role === 'dashReader') {
      grant('dash', Level.read);
      continue;
    }
    const match = /^([a-z]+)-(writer|reader|completer)$/.exec(role);
    if (!match) continue;
    const [, prefix = '', kind] = match;
    const area = (roleAreaAliases[prefix] ?? prefix) as Area;
    if (!(areas as readonly string[]).includes(area)) continue;
    grant(area, kind === 'writer' ? Level.write : kind === 'reader' ? Level.read : Level.completeOnly);
  }
  // messaging and jobmessaging name the same right in different screens.
  grant('jobmessaging', result.messaging);
  grant('messaging', result.jobmessaging);
  return result;
}

export type Need = 'read' | 'write' | 'complete';

/** Whether a level satisfies what a route or control needs. */
export function allows(level: Level, need: Need): boolean {
  if (need === 'write') return level === Level.write;
  if (need === 'complete') return level === Level.write || level === Level.completeOnly;
  return level !== Level.noAccess;
}

export function isSupport(roles: readonly string[]): boolean {
  return roles.includes('support');
}
