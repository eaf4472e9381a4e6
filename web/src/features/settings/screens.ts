import type { ComponentType } from 'react';

/** A settings screen: its route under /settings (spec 2 section 2), its title and its code, loaded when shown. */
export interface SettingsScreen {
  path: string;
  title: string;
  load: () => Promise<ComponentType>;
}

/** The settings groups in menu order; a group's first screen is its default, and a group of several shows tabs. */
export interface SettingsGroup {
  label: string;
  screens: SettingsScreen[];
}

export const settingsGroups: SettingsGroup[] = [
  {
    label: 'Location',
    screens: [
      {
        path: 'location/information',
        title: 'Information',
        load: () => import('./screens/location-information.tsx').then((m) => m.LocationInformationScreen),
      },
      {
        path: 'location/preferences',
        title: 'Preferences',
        load: () => import('./screens/location-preferences.tsx').then((m) => m.LocationPreferencesScreen),
      },
      {
        path: 'location/modules',
        title: 'Modules',
        load: () => import('./screens/module-settings.tsx').then((m) => m.ModuleSettingsScreen),
      },
    ],
  },
  {
    label: 'Contacts',
    screens: [
      { path: 'contacts/users', title: 'Users', load: () => import('./screens/users.tsx').then((m) => m.UsersScreen) },
      {
        path: 'contacts/groups',
        title: 'Groups',
        load: () => import('./screens/groups.tsx').then((m) => m.GroupsScreen),
      },
      {
        path: 'contacts/assignees',
        title: 'Assignees',
        load: () => import('./screens/assignees.tsx').then((m) => m.AssigneesScreen),
      },
    ],
  },
  {
    label: 'Appointments',
    screens: [
      {
        path: 'appointments/appointmenttypes',
        title: 'Appointment Category',
        load: () => import('./screens/appointment-categories.tsx').then((m) => m.AppointmentCategoriesScreen),
      },
    ],
  },
  {
    label: 'Scheduling',
    screens: [
      {
        path: 'scheduling/jobclass',
        title: 'Job Classes',
        load: () => import('./screens/job-classes.tsx').then((m) => m.JobClassesScreen),
      },
      {
        path: 'scheduling/productionschedule',
        title: 'Production Schedule',
        load: () => import('./screens/production-schedule.tsx').then((m) => m.ProductionScheduleScreen),
      },
    ],
  },
  {
    label: 'Departments',
    screens: [
      {
        path: 'productiondepts/info',
        title: 'Departments',
        load: () => import('./screens/departments.tsx').then((m) => m.DepartmentsScreen),
      },
    ],
  },
  {
    // Its own group: spec 2 section 2 puts it in no tab group.
    label: 'Goals',
    screens: [
      {
        path: 'productiondepts/goals',
        title: 'Goals',
        load: () => import('./screens/goals.tsx').then((m) => m.GoalsScreen),
      },
    ],
  },
  {
    label: 'Jobs',
    screens: [
      { path: 'jobs/badges', title: 'Badges', load: () => import('./screens/badges.tsx').then((m) => m.BadgesScreen) },
      { path: 'jobs/todos', title: 'Tasks', load: () => import('./screens/tasks.tsx').then((m) => m.TasksScreen) },
      {
        path: 'jobs/mediacategories',
        title: 'Media Categories',
        load: () => import('./screens/media-categories.tsx').then((m) => m.MediaCategoriesScreen),
      },
      {
        path: 'jobs/notescategories',
        title: 'Note Categories',
        load: () => import('./screens/note-categories.tsx').then((m) => m.NoteCategoriesScreen),
      },
      {
        path: 'jobs/delayreasons',
        title: 'Delay Reasons',
        load: () => import('./screens/delay-reasons.tsx').then((m) => m.DelayReasonsScreen),
      },
    ],
  },
  {
    label: 'Messaging',
    screens: [
      {
        path: 'messaging/presets',
        title: 'Preset Messages',
        load: () => import('./screens/preset-messages.tsx').then((m) => m.PresetMessagesScreen),
      },
    ],
  },
];

/** The group a settings path belongs to, if any. */
export function groupOf(path: string): SettingsGroup | undefined {
  return settingsGroups.find((g) => g.screens.some((s) => s.path === path));
}

export const defaultSettingsPath = 'location/information';
