import { allows, type Permissions } from '@bayline/contracts';

/** Groups are added on the fly with on-the-fly write access, never without admin access (spec 1 section 6). */
export function canAddGroup(permissions: Permissions): boolean {
  return allows(permissions.onthefly, 'write') && allows(permissions.admin, 'read');
}
