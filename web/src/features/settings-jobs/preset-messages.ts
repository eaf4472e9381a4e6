import { allows, type Permissions } from '@bayline/contracts';

/** Adding a preset needs messaging write and admin write (spec 2 section 6). */
export function canAddPreset(permissions: Pick<Permissions, 'messaging' | 'admin'>): boolean {
  return allows(permissions.messaging, 'write') && allows(permissions.admin, 'write');
}

/** Editing, switching on or off and deleting a preset need messaging write (messaging = 2). */
export function canChangePreset(permissions: Pick<Permissions, 'messaging'>): boolean {
  return allows(permissions.messaging, 'write');
}
