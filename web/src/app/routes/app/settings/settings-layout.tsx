import { allows } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import * as styles from '../../../../components/settings/settings.css.ts';
import { homeRoute, selectedLocation, useSessionUser } from '../../../../lib/auth.ts';
import { groupOf } from './screens.ts';

/**
 * The settings area: the current group's tabs (spec 2 section 2) and the screen, across the width beside the side
 * menu, whose settings sub-groups lead here (spec 3 section 2.3).
 */
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
  );
}
