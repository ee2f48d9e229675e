import { Navigate, type RouteObject } from 'react-router';
import { GeneralRoute } from '../features/general';
import { WorkspacesRoute } from '../features/workspaces';
import { EmailRoute } from '../features/email';
import { AuthenticationRoute } from '../features/authentication';
import { SsoRoute } from '../features/sso';
import { ImagesRoute } from '../features/images';
import { AdminsRoute } from '../features/admins';
import { AdminGate, ConsoleIndex } from './AdminGate';
import { ConsoleLayout } from './layouts/ConsoleLayout';
import { DEFAULT_CONSOLE_PATH } from './session';

/** The console's routes, relative to the basename /god-mode (the sidebar's CONSOLE_NAV lists the same paths). */
export const adminRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AdminGate />,
    children: [
      { index: true, element: <ConsoleIndex /> },
      {
        element: <ConsoleLayout />,
        children: [
          { path: 'general', element: <GeneralRoute /> },
          { path: 'workspaces', element: <WorkspacesRoute /> },
          { path: 'email', element: <EmailRoute /> },
          { path: 'authentication', element: <AuthenticationRoute /> },
          { path: 'sso', element: <SsoRoute /> },
          { path: 'images', element: <ImagesRoute /> },
          { path: 'admins', element: <AdminsRoute /> },
        ],
      },
      { path: '*', element: <Navigate to={DEFAULT_CONSOLE_PATH} replace /> },
    ],
  },
];
