import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { onUnauthorized } from '../../lib/api-client';
import { LOGIN_HOME } from '../../features/auth/auth-paths';

/** Top of every route: scroll to top on each navigation; a session that cannot be renewed opens Login. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => onUnauthorized(() => navigate(LOGIN_HOME, { replace: true })), [navigate]);
  return <Outlet />;
}

export function RouteFallback() {
  return <div className="route-fallback" aria-busy="true" />;
}
