import type { ComponentType } from 'react';
import type settingsEn from '../../../../locales/en/settings.json';

/** A settings screen: its route under /settings (spec 2 section 2), its tab's text (menu.tabs) and its code, loaded when shown. */
export interface SettingsScreen {
  path: string;
  tab: keyof typeof settingsEn.menu.tabs;
  load: () => Promise<ComponentType>;
}

/** The settings groups in menu order; a group's first screen is its default, and a group of several shows tabs. */
export interface SettingsGroup {
  /** Its text in the settings catalogue (menu.groups). */
  group: keyof typeof settingsEn.menu.groups;
  screens: [SettingsScreen, ...SettingsScreen[]];
}

export const settingsGroups: SettingsGroup[] = [
  {
    group: 'location',
    screens: [
      {
        path: 'location/information',
        tab: 'information',
        load: () =>
          import('../../../../features/settings-people/screens/location-information.tsx').then(
            (m) => m.LocationInformationScreen,
          ),
      },
      {
        path: 'location/preferences',
        tab: 'preferences',
        load: () =>
          import('../../../../features/settings-people/screens/location-preferences.tsx').then(
            (m) => m.LocationPreferencesScreen,
          ),
      },
      {
        path: 'location/modules',
        tab: 'modules',
        load: () =>
          import('../../../../features/settings-people/screens/module-settings.tsx').then(
            (m) => m.ModuleSettingsScreen,
          ),
      },
    ],
  },
  {
    group: 'contacts',
    screens: [
      { path: 'contacts/users', tab: 'users', load: () => import('./users.tsx').then((m) => m.UsersRoute) },
      {
        path: 'contacts/groups',
        tab: 'groups',
        load: () => import('../../../../features/settings-people/screens/groups.tsx').then((m) => m.GroupsScreen),
      },
      {
        path: 'contacts/assignees',
        tab: 'assignees',
        load: () => import('../../../../features/settings-jobs/screens/assignees.tsx').then((m) => m.AssigneesScreen),
      },
    ],
  },
  {
    group: 'appointments',
    screens: [
      {
        path: 'appointments/appointmenttypes',
        tab: 'appointmentCategory',
        load: () =>
          import('../../../../features/settings-jobs/screens/appointment-categories.tsx').then(
            (m) => m.AppointmentCategoriesScreen,
          ),
      },
    ],
  },
  {
    group: 'scheduling',
    screens: [
      {
        path: 'scheduling/jobclass',
        tab: 'jobClasses',
        load: () =>
          import('../../../../features/settings-scheduling/screens/job-classes.tsx').then((m) => m.JobClassesScreen),
      },
      {
        path: 'scheduling/productionschedule',
        tab: 'productionSchedule',
        load: () =>
          import('../../../../features/settings-scheduling/screens/production-schedule.tsx').then(
            (m) => m.ProductionScheduleScreen,
          ),
      },
    ],
  },
  {
    group: 'departments',
    screens: [
      {
        path: 'productiondepts/info',
        tab: 'departments',
        load: () =>
          import('../../../../features/settings-scheduling/screens/departments.tsx').then((m) => m.DepartmentsScreen),
      },
    ],
  },
  {
    // Its own group: spec 2 section 2 puts it in no tab group.
    group: 'goals',
    screens: [
      {
        path: 'productiondepts/goals',
        tab: 'goals',
        load: () => import('../../../../features/settings-scheduling/screens/goals.tsx').then((m) => m.GoalsScreen),
      },
    ],
  },
  {
    group: 'jobs',
    screens: [
      {
        path: 'jobs/badges',
        tab: 'badges',
        load: () => import('../../../../features/settings-jobs/screens/badges.tsx').then((m) => m.BadgesScreen),
      },
      {
        path: 'jobs/todos',
        tab: 'tasks',
        load: () => import('../../../../features/settings-jobs/screens/tasks.tsx').then((m) => m.TasksScreen),
      },
      {
        path: 'jobs/mediacategories',
        tab: 'mediaCategories',
        load: () =>
          import('../../../../features/settings-jobs/screens/media-categories.tsx').then(
            (m) => m.MediaCategoriesScreen,
          ),
      },
      {
        path: 'jobs/notescategories',
        tab: 'noteCategories',
        load: () =>
          import('../../../../features/settings-jobs/screens/note-categories.tsx').then((m) => m.NoteCategoriesScreen),
      },
      {
        path: 'jobs/delayreasons',
        tab: 'delayReasons',
        load: () =>
          import('../../../../features/settings-jobs/screens/delay-reasons.tsx').then((m) => m.DelayReasonsScreen),
      },
    ],
  },
  {
    group: 'messaging',
    screens: [
      {
        path: 'messaging/presets',
        tab: 'presetMessages',
        load: () =>
          import('../../../../features/settings-jobs/screens/preset-messages.tsx').then((m) => m.PresetMessagesScreen),
      },
    ],
  },
];

/** The group a settings path belongs to, if any. */
export function groupOf(path: string): SettingsGroup | undefined {
  return settingsGroups.find((g) => g.screens.some((s) => s.path === path));
}

export const defaultSettingsPath = 'location/information';
