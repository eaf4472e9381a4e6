import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Loading } from '../components/loading.tsx';
import { prefetchBoard } from '../features/board/api/prefetch-board.ts';
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
          if (storedSession()) prefetchBoard(queryClient);
          return null;
        },
        // In the first load: the board is where signed-in users land.
        Component: ProductionRoute,
      },
      { path: '*', element: <Navigate to={homeRoute} replace /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
