import { type ReactNode, useState } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { NavLink } from 'react-router';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { IconButton } from '../button.tsx';
import { MenuIcon, MoreIcon } from '../icons.tsx';
import { Logo } from '../logo.tsx';
import * as styles from './app-layout.css.ts';

export interface SideMenuItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Shown but not followed (the user lacks the right). */
  isDisabled?: boolean;
}

interface AppLayoutProps {
  menu: readonly SideMenuItem[];
  /** The right side of the top bar: location switcher, user menu. */
  actions: ReactNode;
  children: ReactNode;
}

const wideScreen = '(min-width: 768px)';

/** The frame of every signed-in page: the top bar, the side menu and the page. */
export function AppLayout({ menu, actions, children }: AppLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(() => window.matchMedia(wideScreen).matches);
  // On a phone the top bar's actions fold into a panel under it (spec 3 section 2.4).
  const [actionsOpen, setActionsOpen] = useState(false);
  const closeOnSmallScreen = () => {
    if (!window.matchMedia(wideScreen).matches) setMenuOpen(false);
  };
  return (
    <div className={styles.shell}>
      <header className={styles.topBar}>
        <IconButton label="Toggle menu" aria-expanded={menuOpen} onPress={() => setMenuOpen((open) => !open)}>
          <MenuIcon />
        </IconButton>
        <Logo />
        <span className={styles.actionsToggle}>
          <IconButton
            label="Top bar actions"
            aria-expanded={actionsOpen}
            aria-controls="top-bar-actions"
            onPress={() => setActionsOpen((open) => !open)}
          >
            <MoreIcon />
          </IconButton>
        </span>
        <div
          id="top-bar-actions"
          className={actionsOpen ? `${styles.topBarEnd} ${styles.topBarEndOpen}` : styles.topBarEnd}
        >
          {actions}
        </div>
      </header>
      <nav
        className={menuOpen ? styles.sideMenu : `${styles.sideMenu} ${styles.sideMenuCollapsed}`}
        aria-label="Main menu"
      >
        {menu.map((item) => {
          const content = (
            <>
              <span className={styles.linkIcon}>{item.icon}</span>
              <span className={menuOpen ? undefined : visuallyHidden}>{item.label}</span>
            </>
          );
          return item.isDisabled ? (
            <AriaLink key={item.to} className={styles.link} aria-label={item.label} isDisabled>
              {content}
            </AriaLink>
          ) : (
            <NavLink key={item.to} to={item.to} className={styles.link} title={item.label} onClick={closeOnSmallScreen}>
              {content}
            </NavLink>
          );
        })}
      </nav>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
