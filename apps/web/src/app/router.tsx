import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LOGIN_HOME, REGISTER_HOME, RESET_PASSWORD } from '../features/auth/auth-paths';
import { registerBuiltRoutes } from '../lib/built-routes';
import { protectedRoutes, publicRoutes } from './feature-routes';
import { ErrorPage } from './pages/error-page';
import { RootLayout, RouteFallback } from './shell/root-layout';

const loginPage = () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage }));

/**
 * Every screen is lazy (its own chunk). Visitors' screens sit under the public layout; everything else
 * under the protected layout, whose guard sends visitors to Login. Unknown paths go to the index.
 * The sign-in page uses no antd: antd comes with the layouts of the screens that use it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      {
        lazy: () => import('./shell/public-layout').then((m) => ({ Component: m.PublicLayout })),
        // A screen that fails shows the error page inside the layout, header and all.
        errorElement: <ErrorPage />,
        children: [
          { path: '/home', element: <Navigate to={LOGIN_HOME} replace /> },
          { path: LOGIN_HOME, handle: { title: 'Entrar' }, lazy: loginPage },
          { path: '/intranet', handle: { title: 'Entrar' }, lazy: loginPage },
          {
            lazy: () => import('../components/antd/antd-provider').then((m) => ({ Component: m.AntdOutlet })),
            children: [
              {
                path: REGISTER_HOME,
                handle: { title: 'Cadastre-se' },
                lazy: () => import('../features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })),
              },
              {
                path: RESET_PASSWORD,
                handle: { title: 'Redefinir senha' },
                lazy: () =>
                  import('../features/auth/pages/reset-password-page').then((m) => ({
                    Component: m.ResetPasswordPage,
                  })),
              },
              ...publicRoutes,
            ],
          },
        ],
      },
      {
        lazy: () => import('./shell/protected-layout').then((m) => ({ Component: m.ProtectedLayout })),
        children: [
          {
            errorElement: <ErrorPage />,
            children: [
              {
                index: true,
                handle: { title: 'Início' },
                lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })),
              },
              {
                path: '/modulos/admin',
                handle: { title: 'Módulos' },
                lazy: () => import('./pages/admin-modules-page').then((m) => ({ Component: m.AdminModulesPage })),
              },
              ...protectedRoutes,
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

registerBuiltRoutes(routes);

export const router = createBrowserRouter(routes);
