import type { AvailableRole } from '@bayline/contracts';
import { i18n } from '../../lib/i18n.ts';
import settingsEn from '../../locales/en/settings.json';

export type AreaLevel = 'none' | 'read' | 'write';

/** The levels in the order the dialog offers them (their texts: users.levels.*). */
export const areaLevels: readonly AreaLevel[] = ['none', 'read', 'write'];

/** One line of the permission dialog: an area and the role strings that grant reading and writing it. */
export interface PermissionArea {
  stem: string;
  label: string;
  /** The first one is granted; the others (older spellings) also count and are removed with it. */
  readers: string[];
  writer: string;
  /** Nothing to write there (audit): No Access and Read Only only. */
  readOnly: boolean;
}

export const messagingStem = 'messaging';

// The shop's names for the areas (spec 3 section 6, users.areas.*); an area added later shows under its own name.
type KnownArea = keyof typeof settingsEn.users.areas;
const isKnownArea = (area: string): area is KnownArea => Object.hasOwn(settingsEn.users.areas, area);
const areaLabel = (area: string) => (isKnownArea(area) ? i18n.t(`settings:users.areas.${area}`) : area);

/** The dialog's areas in the order the server lists them. The dashboard's reader is also 'dashReader'. */
export function permissionAreas(available: readonly AvailableRole[]): PermissionArea[] {
  return available.map(({ role, area, readOnly }) => ({
    stem: role,
    label: areaLabel(area),
    readers: role === 'dash' ? ['dashReader', 'dash-reader'] : [`${role}-reader`],
    writer: `${role}-writer`,
    readOnly: readOnly ?? false,
  }));
}

/** The levels an area's line offers. */
export const levelsOf = (area: PermissionArea): readonly AreaLevel[] =>
  area.readOnly ? areaLevels.filter((level) => level !== 'write') : areaLevels;

/** The level a line shows: on a read-only area, writing (an owner's, or an older role) reads as reading. */
export const shownLevel = (area: PermissionArea, level: AreaLevel): AreaLevel =>
  area.readOnly && level === 'write' ? 'read' : level;

/** What the roles give in one area: writing wins over reading. */
export function levelOf(roles: readonly string[], area: PermissionArea): AreaLevel {
  if (roles.includes(area.writer)) return 'write';
  if (area.readers.some((reader) => roles.includes(reader))) return 'read';
  return 'none';
}

/** The roles with one area set to a level; the other areas' roles are kept as they are. */
export function withLevel(roles: readonly string[], area: PermissionArea, level: AreaLevel): string[] {
  const rest = roles.filter((role) => role !== area.writer && !area.readers.includes(role));
  const granted = level === 'write' ? area.writer : level === 'read' ? area.readers[0] : undefined;
  return granted ? [...rest, granted] : rest;
}

/**
 * The areas the dialog shows: Messaging only where the location has messaging; its selector is locked while the
 * location's messaging is switched off.
 */
export function visibleAreas(
  areas: readonly PermissionArea[],
  location: { enableMessaging: boolean; smsSendPhone: string | null },
): { area: PermissionArea; locked: boolean }[] {
  const hasMessaging = location.enableMessaging || Boolean(location.smsSendPhone);
  return areas
    .filter((area) => area.stem !== messagingStem || hasMessaging)
    .map((area) => ({ area, locked: area.stem === messagingStem && !location.enableMessaging }));
}

/**
 * The roles with every area the dialog may change set as `source` sets it (a preset's roles, another user's);
 * a locked area keeps its level, and roles outside the dialog's areas are kept.
 */
export function withLevelsOf(
  roles: readonly string[],
  areas: readonly { area: PermissionArea; locked: boolean }[],
  source: readonly string[],
): string[] {
  return areas.reduce<string[]>(
    (current, { area, locked }) =>
      locked ? current : withLevel(current, area, shownLevel(area, levelOf(source, area))),
    [...roles],
  );
}

/** Whether the roles set every area the dialog may change as `source` does (a locked one cannot follow it). */
export const sameLevels = (
  roles: readonly string[],
  areas: readonly { area: PermissionArea; locked: boolean }[],
  source: readonly string[],
) =>
  areas.every(
    ({ area, locked }) => locked || shownLevel(area, levelOf(roles, area)) === shownLevel(area, levelOf(source, area)),
  );
