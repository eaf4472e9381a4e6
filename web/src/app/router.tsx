import { allows } from '@bayline/contracts';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Loading } from '../components/loading.tsx';
import { prefetchBoard } from '../features/board/api/prefetch-board.ts';
import { defaultSettingsPath, settingsGroups } from '../features/settings/screens.ts';
import { homeRoute, storedSession } from '../lib/auth.ts';
import { queryClient } from '../lib/query-client.ts';
import { ProductionRoute } from './routes/app/production.tsx';
import { AppRoot } from './routes/app/root.tsx';
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
    Component: (await import('../features/settings/components/settings-layout.tsx')).SettingsLayout,
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

const router = createBrowserRouter([
  { path: '/', ...login },
  { path: '/login', ...login },
  { path: '/pages/error', element: <ErrorRoute /> },
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
      settings,
      { path: '*', element: <Navigate to={homeRoute} replace /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
