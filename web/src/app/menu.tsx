import { allows, type Permissions } from '@bayline/contracts';
import type { TFunction } from 'i18next';
import {
  BoardIcon,
  CalendarIcon,
  DashboardIcon,
  HistoryIcon,
  LeaderboardIcon,
  OperationsIcon,
  ReportsIcon,
  ScheduleIcon,
  SettingsIcon,
  TerminalIcon,
} from '../components/icons.tsx';
import type { SideMenuItem } from '../components/layouts/app-layout.tsx';
import { settingsGroups } from './routes/app/settings/screens.ts';

/** A settings sub-group of the side menu: its path segment under /settings and the rule that disables it. */
interface SettingsEntry {
  segment: string;
  /** Its name's key under menu.settingsGroups in the shell catalogue. */
  group: 'location' | 'contacts' | 'appointments' | 'scheduling' | 'departments' | 'jobs' | 'messaging';
  isDisabled: (p: Permissions) => boolean;
}

const noAccess = (level: Permissions[keyof Permissions]) => !allows(level, 'read');

/**
 * The settings sub-groups in spec 3 section 2.3's order. Location settings close at admin = 1 and messaging at
 * messaging = 1 (spec 3 section 2.3); the other groups are admin screens too, refused by the server at admin = 1,
 * so the menu does not offer them either.
 */
const settingsEntries: SettingsEntry[] = [
  { segment: 'location', group: 'location', isDisabled: (p) => noAccess(p.admin) },
  { segment: 'contacts', group: 'contacts', isDisabled: (p) => noAccess(p.admin) },
  { segment: 'appointments', group: 'appointments', isDisabled: (p) => noAccess(p.admin) },
  { segment: 'scheduling', group: 'scheduling', isDisabled: (p) => noAccess(p.admin) },
  { segment: 'productiondepts', group: 'departments', isDisabled: (p) => noAccess(p.admin) },
  { segment: 'jobs', group: 'jobs', isDisabled: (p) => noAccess(p.admin) },
  { segment: 'messaging', group: 'messaging', isDisabled: (p) => noAccess(p.messaging) },
];

/** The first settings screen of a sub-group (its default tab), or undefined when no screen is under it. */
const firstScreenOf = (segment: string) =>
  settingsGroups.flatMap((g) => g.screens).find((s) => s.path.split('/')[0] === segment)?.path;

/**
 * The desktop side menu for a user's rights (spec 3 section 2.3), in the user's language; Operations only for
 * those who run Bayline (owners and support), whom its calls answer.
 */
export function menuFor(p: Permissions, t: TFunction<'shell'>, { operations = false } = {}): SideMenuItem[] {
  const settings = settingsEntries.map((entry) => {
    const first = firstScreenOf(entry.segment);
    return {
      to: first ? `/settings/${first}` : '',
      label: t(`menu.settingsGroups.${entry.group}`),
      isDisabled: entry.isDisabled(p),
    };
  });
  return [
    { to: '/production', label: t('menu.production'), icon: <BoardIcon /> },
    { to: '/appointments', label: t('menu.appointments'), icon: <CalendarIcon /> },
    { to: '/schedule', label: t('menu.schedule'), icon: <ScheduleIcon />, isDisabled: noAccess(p.scheduler) },
    { to: '/dashboard', label: t('menu.dashboard'), icon: <DashboardIcon />, isDisabled: noAccess(p.dash) },
    { to: '/reports', label: t('menu.reports'), icon: <ReportsIcon />, isDisabled: noAccess(p.dash) },
    { to: '/leaderboard', label: t('menu.leaderboard'), icon: <LeaderboardIcon /> },
    { to: '/terminal', label: t('menu.terminal'), icon: <TerminalIcon /> },
    // Auditors' time travel: shown only to those with the audit right (owners and support have it).
    ...(allows(p.audit, 'read') ? [{ to: '/history', label: t('menu.history'), icon: <HistoryIcon /> }] : []),
    ...(operations ? [{ to: '/operations', label: t('menu.operations'), icon: <OperationsIcon /> }] : []),
    {
      to: '/settings',
      label: t('menu.settings'),
      icon: <SettingsIcon />,
      isDisabled: settings.every((s) => s.isDisabled),
      children: settings,
    },
  ];
}

/** On a phone the menu offers the production board and the schedule only (spec 3 section 2.3). */
const mobilePaths = new Set(['/production', '/schedule']);

export function mobileMenuOf(menu: readonly SideMenuItem[]): SideMenuItem[] {
  return menu.filter((item) => mobilePaths.has(item.to));
}

/**
 * Whether a menu can be drawn: every entry has a label and an absolute path, no path twice. The side menu shows
 * 'Menu Items Error' instead of a menu that would lead nowhere.
 */
export function isMenuValid(menu: readonly SideMenuItem[]): boolean {
  const seen = new Set<string>();
  const walk = (items: readonly SideMenuItem[]): boolean =>
    items.every((item) => {
      if (!item.label.trim() || !item.to.startsWith('/') || seen.has(item.to)) return false;
      seen.add(item.to);
      return walk(item.children ?? []);
    });
  return menu.length > 0 && walk(menu);
}
