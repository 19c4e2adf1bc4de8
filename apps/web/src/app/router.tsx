import { createBrowserRouter, Navigate } from 'react-router-dom';
import { protectedRoutes, publicRoutes } from './feature-routes';

export const router = createBrowserRouter([
  ...publicRoutes,
  ...protectedRoutes,
  { path: '*', element: <Navigate to="/" replace /> },
]);
