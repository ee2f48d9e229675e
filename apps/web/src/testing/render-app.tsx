import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Services } from '@cairn/services';
import { createWebStore } from '@cairn/state';
import { appRoutes } from '../app/router';
import { AppProviders } from '../app/providers';

let counter = 0;

/** Renders the whole app at `path` in a memory router, with a real store over the given (fake) services. */
export function renderApp(path: string, services: Services) {
  const store = createWebStore({ services, now: () => new Date('2025-01-01T10:00:00Z'), newId: () => `id-${++counter}`, devtools: false });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const utils = render(
    <AppProviders ctx={{ services, store }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // The screens update after awaited service calls, outside any act(); these tests assert with findBy/waitFor instead.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  return { ...utils, store, router };
}
