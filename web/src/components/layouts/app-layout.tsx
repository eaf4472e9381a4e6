import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { IconButton } from '../button.tsx';
import { MenuIcon, MoreIcon } from '../icons.tsx';
import { Logo } from '../logo.tsx';
import * as styles from './app-layout.css.ts';

export interface SideMenuItem {
  to: string;
  label: string;
  icon?: ReactNode;
  /** Shown but not followed (the user lacks the right). */
  isDisabled?: boolean;
  /** A group's entries (the settings sub-groups), shown under it while the menu is open. */
  children?: SideMenuItem[];
}

interface AppLayoutProps {
  menu: readonly SideMenuItem[];
  /** The menu on a narrow screen (a phone). */
  mobileMenu: readonly SideMenuItem[];
  /** False when the menu configuration is broken: the side menu says 'Menu Items Error'. */
  menuIsValid: boolean;
  /** The right side of the top bar: location switcher, user menu. */
  actions: ReactNode;
  children: ReactNode;
}

const wideScreen = '(min-width: 768px)';

/** Whether the screen is wide (not a phone); follows the window as it is resized or turned. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(wideScreen);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(wideScreen).matches,
  );
}

/** The frame of every signed-in page: the top bar, the side menu and the page. */
export function AppLayout({ menu, mobileMenu, menuIsValid, actions, children }: AppLayoutProps) {
  const { t } = useTranslation('shell');
  const wide = useWideScreen();
  const [menuOpen, setMenuOpen] = useState(() => window.matchMedia(wideScreen).matches);
  // On a phone the top bar's actions fold into a panel under it (spec 3 section 2.4).
  const [actionsOpen, setActionsOpen] = useState(false);
  const closeOnSmallScreen = () => {
    if (!window.matchMedia(wideScreen).matches) setMenuOpen(false);
  };
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // A new page starts at its top (spec 3 section 2.1): pages scroll inside the layout, and the window on a phone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => {
    main.current?.scrollTo(0, 0);
    window.scrollTo(0, 0);
  }, [pathname]);

  /** A group's entry is named with its group ('Settings: Appointments'): two entries may show the same word. */
  const link = (item: SideMenuItem, group?: SideMenuItem) => {
    const nested = group !== undefined;
    const name = group ? `${group.label}: ${item.label}` : item.label;
    const className = nested ? `${styles.link} ${styles.subLink}` : styles.link;
    const content = (
      <>
        {item.icon && <span className={styles.linkIcon}>{item.icon}</span>}
        <span className={menuOpen ? undefined : visuallyHidden}>{item.label}</span>
      </>
    );
    return item.isDisabled ? (
      <AriaLink key={item.to} className={className} aria-label={name} isDisabled>
        {content}
      </AriaLink>
    ) : (
      <NavLink
        key={item.to}
        to={item.to}
        className={className}
        title={item.label}
        aria-label={nested ? name : undefined}
        end={nested}
        onClick={closeOnSmallScreen}
      >
        {content}
      </NavLink>
    );
  };

  return (
    <div className={styles.shell}>
      <header className={styles.topBar}>
        <IconButton
          label={t('layout.toggleMenu')}
          aria-expanded={menuOpen}
          onPress={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
        </IconButton>
        <Logo />
        <span className={styles.actionsToggle}>
          <IconButton
            label={t('layout.topBarActions')}
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
        aria-label={t('layout.mainMenu')}
      >
        {!menuIsValid ? (
          <p className={styles.menuError} role="alert">
            {t('layout.menuItemsError')}
          </p>
        ) : (
          (wide ? menu : mobileMenu).map((item) =>
            item.children && menuOpen ? (
              <div key={item.to} className={styles.group}>
                {link(item)}
                {item.children.map((child) => link(child, item))}
              </div>
            ) : (
              link(item)
            ),
          )
        )}
      </nav>
      <main ref={main} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
