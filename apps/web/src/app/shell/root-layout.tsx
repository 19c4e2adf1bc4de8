import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { onUnauthorized } from '../../lib/api-client';
import { loginPath } from '../../features/auth/auth-paths';

/** Top of every route: scroll to top on each navigation; a session that cannot be renewed opens Login. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const here = pathname + search;
  useEffect(() => onUnauthorized(() => navigate(loginPath(here), { replace: true })), [navigate, here]);
  return <Outlet />;
}

export function RouteFallback() {
  return <div className="route-fallback" aria-busy="true" />;
}
