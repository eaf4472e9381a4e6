import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { BoardIcon, LogoutIcon, SettingsIcon } from '../../../components/icons.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import { DisplayPreferencesDialog } from '../../user-settings/display-preferences-dialog.tsx';
import { UserSettingsDialog } from '../../user-settings/user-settings-dialog.tsx';
import { useLogout } from '../api/logout.ts';
import * as styles from './user-menu.css.ts';

function initialsOf(firstName: string, lastName: string, email: string): string {
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (initials || email.charAt(0)).toUpperCase();
}

type Open = 'settings' | 'display' | null;

/**
 * The avatar in the top bar: who is signed in, User Settings (where the language is chosen), Display Preferences
 * and Logout (spec 3 section 2.4).
 */
export function UserMenu() {
  const { t } = useTranslation('auth');
  const user = useSessionUser();
  const logout = useLogout();
  const [open, setOpen] = useState<Open>(null);
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  const signOut = () => logout.mutate(undefined, { onError: (error) => window.alert(error.message) });

  const onAction = (key: unknown) => {
    if (key === 'logout') signOut();
    else setOpen(key as Open);
  };

  return (
    <>
      <MenuTrigger>
        <Button className={styles.avatar} aria-label={t('userMenu.label')}>
          {initialsOf(user.firstName, user.lastName, user.email)}
        </Button>
        <Popover className={styles.popover} placement="bottom end">
          <div className={styles.who}>
            <div className={styles.name}>{fullName || user.email}</div>
            <div className={styles.email}>{user.email}</div>
          </div>
          <Menu className={styles.menu} aria-label={t('userMenu.label')} onAction={onAction}>
            <MenuItem id="settings" className={styles.item}>
              <SettingsIcon />
              {t('userMenu.userSettings')}
            </MenuItem>
            <MenuItem id="display" className={styles.item}>
              <BoardIcon />
              {t('userMenu.displayPreferences')}
            </MenuItem>
            <MenuItem id="logout" className={styles.item}>
              <LogoutIcon />
              {t('userMenu.logout')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      {open === 'settings' && <UserSettingsDialog onClose={() => setOpen(null)} />}
      {open === 'display' && <DisplayPreferencesDialog onClose={() => setOpen(null)} />}
    </>
  );
}
