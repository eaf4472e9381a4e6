import { isAllPowerful, type PolicyUser } from '@bayline/contracts';
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
  shownLevel,
  visibleAreas,
  withLevel,
} from '../permissions.ts';
import * as styles from './settings-people.css.ts';

export interface PermissionDialogProps {
  user: PolicyUser;
  areas: readonly PermissionArea[];
  location: { enableMessaging: boolean; smsSendPhone: string | null };
  /** Read-only screen: the dialog shows the rights but changes nothing. */
  readOnly: boolean;
  onSubmit: (roles: string[]) => void;
  onCancel: () => void;
}

/**
 * A user's rights, one area a line: No Access, Read Only or Read/Write. Support and owner users have write
 * everywhere and cannot be changed here.
 */
export function PermissionDialog({ user, areas, location, readOnly, onSubmit, onCancel }: PermissionDialogProps) {
  const { t } = useTranslation('settings');
  const [roles, setRoles] = useState(user.roles);
  const allPowerful = isAllPowerful(user.roles);
  const changed = roles.length !== user.roles.length || roles.some((role) => !user.roles.includes(role));
  return (
    <AppDialog
      title={t('users.permissionsTitle', { name: `${user.firstName} ${user.lastName}` })}
      isOpen
      onOpenChange={(open) => !open && onCancel()}
    >
      <DialogBody>
        <div className={stack}>
          {allPowerful && <p className={styles.note}>{t('users.allPowerful')}</p>}
          {visibleAreas(areas, location).map(({ area, locked }) => (
            <div key={area.stem} className={styles.permissionRow}>
              <span>{area.label}</span>
              <Select
                label={area.label}
                hideLabel
                options={levelsOf(area).map((id) => ({ id, label: t(`users.levels.${id}`) }))}
                value={shownLevel(area, allPowerful ? 'write' : levelOf(roles, area))}
                onChange={(level) => setRoles((current) => withLevel(current, area, level as AreaLevel))}
                isDisabled={readOnly || allPowerful || locked}
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
