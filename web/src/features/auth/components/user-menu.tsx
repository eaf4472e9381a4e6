import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { LogoutIcon } from '../../../components/icons.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import { useLogout } from '../api/logout.ts';
import * as styles from './user-menu.css.ts';

function initialsOf(firstName: string, lastName: string, email: string): string {
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (initials || email.charAt(0)).toUpperCase();
}

/** The avatar in the top bar: who is signed in, and Logout. */
export function UserMenu() {
  const user = useSessionUser();
  const logout = useLogout();
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  const signOut = () => logout.mutate(undefined, { onError: (error) => window.alert(error.message) });

  return (
    <MenuTrigger>
      <Button className={styles.avatar} aria-label="User menu">
        {initialsOf(user.firstName, user.lastName, user.email)}
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <div className={styles.who}>
          <div className={styles.name}>{fullName || user.email}</div>
          <div className={styles.email}>{user.email}</div>
        </div>
        <Menu className={styles.menu} aria-label="User menu" onAction={(key) => key === 'logout' && signOut()}>
          <MenuItem id="logout" className={styles.item}>
            <LogoutIcon />
            Logout
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
