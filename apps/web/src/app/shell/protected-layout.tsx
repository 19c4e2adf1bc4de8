import { Spin } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { rolesCan } from '@intranet/shared/access/permissions';
import { AntdProvider } from '../../components/antd/antd-provider';
import { StatusPage } from '../../components/status-page/status-page';
import { useScreen, useScreenTitle } from '../../lib/screen';
import { useSession } from '../../lib/session';
import { AppHeader } from './app-header';
import { Footer } from './footer';
import { loginPath } from '../../features/auth/auth-paths';
import { useRouteGuard } from './route-guard';
import { USERS_EDIT_PATH } from '../../features/users/routes';
import './shell.css';

/** Layout of every route that needs a session: antd, the guard, the signed-in header and the footer. */
export function ProtectedLayout() {
  return (
    <AntdProvider>
      <ProtectedShell />
    </AntdProvider>
  );
}

function ProtectedShell() {
  useSession(); // re-render on session changes
  const location = useLocation();
  const { state, user, needsName } = useRouteGuard();
  const screen = useScreen();
  const forbidden = !!user && !!screen.can && !rolesCan(user.roles, screen.can);
  useScreenTitle(forbidden ? 'Sem permissão' : screen.title);
  if (state === 'signed-out') return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (state === 'checking' || !user)
    return (
      <div className="app-loading">
        <Spin size="large" />
      </div>
    );
  if (needsName && !location.pathname.startsWith(`${USERS_EDIT_PATH}/`)) {
    return <Navigate to={`${USERS_EDIT_PATH}/${user.usuarioId}`} replace />;
  }
  return (
    <div className="app-page">
      <AppHeader user={user} />
      <main className="app-main">{forbidden ? <StatusPage kind="forbidden" /> : <Outlet />}</main>
      <Footer />
    </div>
  );
}
