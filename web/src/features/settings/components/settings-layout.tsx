import { allows } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { homeRoute, selectedLocation, useSessionUser } from '../../../lib/auth.ts';
import { groupOf, settingsGroups } from '../screens.ts';
import * as styles from './settings.css.ts';

/** The settings area: the group menu, the current group's tabs (spec 2 section 2) and the screen. */
export function SettingsLayout() {
  const user = useSessionUser();
  const { t } = useTranslation('settings');
  const path = useLocation()
    .pathname.replace(/^\/settings\/?/, '')
    .replace(/\/$/, '')
    .toLowerCase();
  const group = groupOf(path);
  // Settings are closed to users without admin rights (spec 2 section 6: the menu entry is disabled).
  if (!allows(user.permissions.admin, 'read')) return <Navigate to={homeRoute} replace />;
  return (
    <div className={styles.layout}>
      <nav className={styles.groupMenu} aria-label={t('menu.label')}>
        {settingsGroups.map((g) => (
          <Link
            key={g.group}
            to={`/settings/${g.screens[0].path}`}
            className={styles.groupLink}
            aria-current={g === group ? 'true' : undefined}
          >
            {t(`menu.groups.${g.group}`)}
          </Link>
        ))}
      </nav>
      <div className={styles.content}>
        {group && group.screens.length > 1 && (
          <nav className={styles.tabs} aria-label={t('menu.groupTabs', { group: t(`menu.groups.${group.group}`) })}>
            {group.screens.map((screen) =>
              screen.path === path ? (
                // The current tab is disabled: it leads nowhere new.
                <span key={screen.path} className={styles.tab} aria-disabled="true" aria-current="page">
                  {t(`menu.tabs.${screen.tab}`)}
                </span>
              ) : (
                <Link key={screen.path} to={`/settings/${screen.path}`} className={styles.tab}>
                  {t(`menu.tabs.${screen.tab}`)}
                </Link>
              ),
            )}
          </nav>
        )}
        {/* A new location is a new screen: its edits and reads start over. */}
        <Outlet key={selectedLocation(user)?.shortName} />
      </div>
    </div>
  );
}
