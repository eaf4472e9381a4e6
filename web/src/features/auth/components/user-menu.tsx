import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardIcon, LogoutIcon, SettingsIcon } from '../../../components/icons.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import { useLogout } from '../api/logout.ts';
import * as styles from './user-menu.css.ts';

function initialsOf(firstName: string, lastName: string, email: string): string {
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (initials || email.charAt(0)).toUpperCase();
}

type Open = 'settings' | 'display' | null;

export interface UserMenuProps {
  /** The User Settings dialog, closed by `onClose` (the user-settings feature draws it; the app composes it in). */
  renderUserSettings: (onClose: () => void) => ReactNode;
  /** The Display Preferences dialog, closed by `onClose`. */
  renderDisplayPreferences: (onClose: () => void) => ReactNode;
}

/**
 * The avatar in the top bar: who is signed in, User Settings (where the language is chosen), Display Preferences
 * and Logout (spec 3 section 2.4).
 */
export function UserMenu({ renderUserSettings, renderDisplayPreferences }: UserMenuProps) {
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
      <Menu
        trigger={
          // The initials picture the user, drawn by the stylesheet: the button's only name is what it opens,
          // which a user speaking it says (WCAG 2.5.3).
          <PlainButton
            className={styles.avatar}
            aria-label={t('userMenu.label')}
            data-initials={initialsOf(user.firstName, user.lastName, user.email)}
          />
        }
        placement="bottom end"
        popoverClassName={styles.popover}
        header={
          <div className={styles.who}>
            <div className={styles.name}>{fullName || user.email}</div>
            <div className={styles.email}>{user.email}</div>
          </div>
        }
        aria-label={t('userMenu.label')}
        onAction={onAction}
      >
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
      {open === 'settings' && renderUserSettings(() => setOpen(null))}
      {open === 'display' && renderDisplayPreferences(() => setOpen(null))}
    </>
  );
}
