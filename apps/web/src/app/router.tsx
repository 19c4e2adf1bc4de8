import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LOGIN_HOME, REGISTER_HOME, RESET_PASSWORD } from '../features/auth/auth-paths';
import { registerBuiltRoutes } from '../lib/built-routes';
import { protectedRoutes, publicRoutes } from './feature-routes';
import { RootLayout, RouteFallback } from './shell/root-layout';

const loginPage = () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage }));

/**
 * Every screen is lazy (its own chunk). Visitors' screens sit under the public layout; everything else
 * under the protected layout, whose guard sends visitors to Login. Unknown paths go to the index.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      {
        lazy: () => import('./shell/public-layout').then((m) => ({ Component: m.PublicLayout })),
        children: [
          { path: '/home', element: <Navigate to={LOGIN_HOME} replace /> },
          { path: LOGIN_HOME, lazy: loginPage },
          { path: '/intranet', lazy: loginPage },
          { path: REGISTER_HOME, lazy: () => import('../features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })) },
          { path: RESET_PASSWORD, lazy: () => import('../features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })) },
          ...publicRoutes,
        ],
      },
      {
        lazy: () => import('./shell/protected-layout').then((m) => ({ Component: m.ProtectedLayout })),
        children: [
          { index: true, lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })) },
          { path: '/modulos/admin', lazy: () => import('./pages/admin-modules-page').then((m) => ({ Component: m.AdminModulesPage })) },
          ...protectedRoutes,
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

registerBuiltRoutes(routes);

export const router = createBrowserRouter(routes);
