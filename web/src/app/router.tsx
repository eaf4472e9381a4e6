import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Loading } from '../components/loading.tsx';
import { homeRoute } from '../lib/auth.ts';
import { AppRoot } from './routes/app/root.tsx';
import { ErrorRoute } from './routes/error.tsx';

// Each page's code loads when it is first shown: a signed-in board never loads the login form's.
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
        lazy: async () => ({ Component: (await import('./routes/app/production.tsx')).ProductionRoute }),
      },
      { path: '*', element: <Navigate to={homeRoute} replace /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
