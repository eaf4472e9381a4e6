import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LogoutIcon } from '../../../components/icons.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import { chooseLanguage, currentLanguage, type Language, languages } from '../../../lib/i18n.ts';
import { useLogout } from '../api/logout.ts';
import * as styles from './user-menu.css.ts';

function initialsOf(firstName: string, lastName: string, email: string): string {
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (initials || email.charAt(0)).toUpperCase();
}

/** The avatar in the top bar: who is signed in, the language the app speaks, and Logout. */
export function UserMenu() {
  const { t } = useTranslation('auth');
  const user = useSessionUser();
  const logout = useLogout();
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  const signOut = () => logout.mutate(undefined, { onError: (error) => window.alert(error.message) });

  return (
    <MenuTrigger>
      <Button className={styles.avatar} aria-label={t('userMenu.label')}>
        {initialsOf(user.firstName, user.lastName, user.email)}
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <div className={styles.who}>
          <div className={styles.name}>{fullName || user.email}</div>
          <div className={styles.email}>{user.email}</div>
        </div>
        <label className={styles.language}>
          {t('userMenu.language')}
          <select
            className={styles.languageSelect}
            value={currentLanguage()}
            onChange={(event) => chooseLanguage(event.target.value as Language)}
          >
            {languages.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.name}
              </option>
            ))}
          </select>
        </label>
        <Menu
          className={styles.menu}
          aria-label={t('userMenu.label')}
          onAction={(key) => key === 'logout' && signOut()}
        >
          <MenuItem id="logout" className={styles.item}>
            <LogoutIcon />
            {t('userMenu.logout')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
