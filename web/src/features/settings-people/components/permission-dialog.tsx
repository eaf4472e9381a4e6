import { isAllPowerful, type PolicyUser, presetRoles, type RolePreset, rolePresets } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { Select } from '../../../components/select.tsx';
import { stack } from '../../../styles/shared.css.ts';
import {
  type AreaLevel,
  levelOf,
  levelsOf,
  type PermissionArea,
  sameLevels,
  shownLevel,
  visibleAreas,
  withLevel,
  withLevelsOf,
} from '../permissions.ts';
import * as styles from './settings-people.css.ts';

export interface PermissionDialogProps {
  user: PolicyUser;
  /** The location's users: another's rights can be copied. */
  users: readonly PolicyUser[];
  areas: readonly PermissionArea[];
  location: { enableMessaging: boolean; smsSendPhone: string | null };
  /** Read-only screen: the dialog shows the rights but changes nothing. */
  readOnly: boolean;
  onSubmit: (roles: string[]) => void;
  onCancel: () => void;
}

/**
 * A user's rights, one area a line: No Access, Read Only or Read/Write, set all at once by a role preset or as
 * another user has them. Support and owner users have write everywhere and cannot be changed here.
 */
export function PermissionDialog({
  user,
  users,
  areas,
  location,
  readOnly,
  onSubmit,
  onCancel,
}: PermissionDialogProps) {
  const { t } = useTranslation('settings');
  const [roles, setRoles] = useState(user.roles);
  const [copied, setCopied] = useState<string | null>(null);
  const allPowerful = isAllPowerful(user.roles);
  const changed = roles.length !== user.roles.length || roles.some((role) => !user.roles.includes(role));
  const shown = visibleAreas(areas, location);
  const locked = readOnly || allPowerful;
  // Support and owner users' rights are a role of their own, not areas to copy.
  const others = users.filter((u) => u.userId !== user.userId && !isAllPowerful(u.roles));
  const rolesOf = (userId: string | null) => others.find((u) => u.userId === userId)?.roles;
  const preset = rolePresets.find((p) => sameLevels(roles, shown, presetRoles(p))) ?? null;
  const copiedRoles = rolesOf(copied);
  const sameAs = copiedRoles && sameLevels(roles, shown, copiedRoles) ? copied : null;
  return (
    <AppDialog
      title={t('users.permissionsTitle', { name: `${user.firstName} ${user.lastName}` })}
      isOpen
      onOpenChange={(open) => !open && onCancel()}
    >
      <DialogBody>
        <div className={stack}>
          {allPowerful && <p className={styles.note}>{t('users.allPowerful')}</p>}
          <div className={styles.formGrid}>
            <Select
              label={t('users.preset')}
              placeholder={t('users.choosePreset')}
              options={rolePresets.map((id) => ({ id, label: t(`users.presets.${id}`) }))}
              value={preset}
              onChange={(id) => setRoles((current) => withLevelsOf(current, shown, presetRoles(id as RolePreset)))}
              isDisabled={locked}
            />
            <Select
              label={t('users.sameAs')}
              placeholder={t('users.chooseUser')}
              options={others.map((u) => ({ id: u.userId, label: `${u.firstName} ${u.lastName}` }))}
              value={sameAs}
              onChange={(id) => {
                setCopied(id);
                setRoles((current) => withLevelsOf(current, shown, rolesOf(id) ?? []));
              }}
              isDisabled={locked || others.length === 0}
            />
          </div>
          {shown.map(({ area, locked: areaLocked }) => (
            <div key={area.stem} className={styles.permissionRow}>
              <span>{area.label}</span>
              <Select
                label={area.label}
                hideLabel
                options={levelsOf(area).map((id) => ({ id, label: t(`users.levels.${id}`) }))}
                value={shownLevel(area, allPowerful ? 'write' : levelOf(roles, area))}
                onChange={(level) => setRoles((current) => withLevel(current, area, level as AreaLevel))}
                isDisabled={locked || areaLocked}
              />
            </div>
          ))}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button onPress={onCancel}>{t('common.cancel')}</Button>
        <Button variant="primary" onPress={() => onSubmit(roles)} isDisabled={readOnly || allPowerful || !changed}>
          {t('common.ok')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
