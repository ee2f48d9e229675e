import { useState } from 'react';
import { RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router';
import type { AdminContext } from './app-context';
import { AdminProviders } from './providers';
import { adminRoutes } from './routes';
import { APP_PREFIX } from './session';

/** The god-mode console: providers and the router under /god-mode; `initialPath` (tests) uses an in-memory history. */
export function AdminApp({ ctx, initialPath }: { ctx: AdminContext; initialPath?: string }) {
  const [router] = useState(() => (initialPath === undefined
    ? createBrowserRouter(adminRoutes, { basename: APP_PREFIX })
    : createMemoryRouter(adminRoutes, { basename: APP_PREFIX, initialEntries: [initialPath] })));
  return (
    <AdminProviders ctx={ctx}>
      <RouterProvider router={router} />
    </AdminProviders>
  );
}
