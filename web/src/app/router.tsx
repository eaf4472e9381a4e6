import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Loading } from '../components/loading.tsx';
import { homeRoute } from '../lib/auth.ts';
import { AppRoot } from './routes/app/root.tsx';
import { ErrorRoute } from './routes/error.tsx';
import { LoginRoute } from './routes/login.tsx';

const router = createBrowserRouter([
  { path: '/', element: <LoginRoute />, errorElement: <ErrorRoute /> },
  { path: '/login', element: <LoginRoute />, errorElement: <ErrorRoute /> },
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
