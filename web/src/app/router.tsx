import { allows } from '@bayline/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Loading } from '../components/loading.tsx';
import { prefetchBoard } from '../features/board/api/prefetch-board.ts';
import { storedSession } from '../lib/auth.ts';
import { queryClient } from '../lib/query-client.ts';
import { ProductionRoute } from './routes/app/production.tsx';
import { AppRoot } from './routes/app/root.tsx';
import { defaultSettingsPath, settingsGroups } from './routes/app/settings/screens.ts';
import { ErrorRoute } from './routes/error.tsx';

// The login page's code loads only when it is shown: a signed-in board never loads the login form's.
const login = {
  lazy: async () => ({ Component: (await import('./routes/login.tsx')).LoginRoute }),
  HydrateFallback: Loading,
  errorElement: <ErrorRoute />,
};

/** /settings/...: each screen's code loads when it is shown; a group's path alone opens its first screen. */
const settings = {
  path: 'settings',
  lazy: async () => ({
    Component: (await import('./routes/app/settings/settings-layout.tsx')).SettingsLayout,
  }),
  children: [
    ...settingsGroups.flatMap((group) =>
      group.screens.map((screen) => ({ path: screen.path, lazy: async () => ({ Component: await screen.load() }) })),
    ),
    ...[...new Set(settingsGroups.map((g) => g.screens[0].path))].map((first) => ({
      path: first.split('/')[0],
      element: <Navigate to={`/settings/${first}`} replace />,
    })),
    { path: '*', element: <Navigate to={`/settings/${defaultSettingsPath}`} replace /> },
    { index: true, element: <Navigate to={`/settings/${defaultSettingsPath}`} replace /> },
  ],
};

/** The sign-up and password pages: public, each loaded when shown. */
const register = { lazy: async () => ({ Component: (await import('./routes/register.tsx')).RegisterRoute }) };
const forgot = { lazy: async () => ({ Component: (await import('./routes/forgot.tsx')).ForgotRoute }) };

/** A signed-in page whose code loads when it is shown (each module exports `Component`). */
const onDemand = (path: string, load: () => Promise<{ Component: ComponentType }>) => ({ path, lazy: load });

const router = createBrowserRouter([
  { path: '/', ...login },
  { path: '/login', ...login },
  { path: '/register', ...register, HydrateFallback: Loading, errorElement: <ErrorRoute /> },
  { path: '/forgot', ...forgot, HydrateFallback: Loading, errorElement: <ErrorRoute /> },
  { path: '/pages/error', element: <ErrorRoute /> },
  { path: '/pages/under-construction', lazy: () => import('./routes/under-construction.tsx') },
  {
    element: <AppRoot />,
    errorElement: <ErrorRoute />,
    HydrateFallback: Loading,
    children: [
      {
        path: 'production/*',
        // The board's reads start with the page's code, not after it: they are most of what the page waits for.
        loader: () => {
          const user = storedSession();
          if (user && allows(user.permissions.board, 'read')) prefetchBoard(queryClient);
          return null;
        },
        // In the first load: the board is where signed-in users land.
        Component: ProductionRoute,
      },
      onDemand('appointments/*', () => import('./routes/app/appointments.tsx')),
      {
        path: 'schedule',
        lazy: () => import('./routes/app/schedule.tsx'),
        children: [
          { path: 'job', lazy: async () => ({ Component: (await import('./routes/app/schedule.tsx')).ScheduleJob }) },
        ],
      },
      onDemand('dashboard', () => import('./routes/app/dashboard.tsx')),
      onDemand('reports', () => import('./routes/app/reports.tsx')),
      onDemand('terminal', () => import('./routes/app/terminal.tsx')),
      onDemand('leaderboard', () => import('./routes/app/leaderboard.tsx')),
      onDemand('history/location', () => import('./routes/app/location-trail.tsx')),
      onDemand('history/:jobAdminId?', () => import('./routes/app/history.tsx')),
      onDemand('operations', () => import('./routes/app/operations.tsx')),
      onDemand('operations/sms-outbox', () => import('./routes/app/sms-outbox.tsx')),
      settings,
      onDemand('pages/widgets', () => import('./routes/app/widgets.tsx')),
      // An unknown path says so (never a silent redirect to the board).
      onDemand('*', () => import('./routes/app/not-found.tsx')),
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
