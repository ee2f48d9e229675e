import { useState } from 'react';
import { BrowserRouter, MemoryRouter, useRoutes } from 'react-router';
import type { Services } from '@cairn/services';
import type { SpacesStore } from '@cairn/state';
import { createSpacesContext } from './app-context';
import { SpacesProviders } from './providers';
import { spacesRoutes } from './routes';
import { APP_PREFIX } from './session';

function AppRoutes() {
  return useRoutes(spacesRoutes);
}

/**
 * The spaces viewer: its store over `services`, the providers and the routes under /spaces. `initialPath` (tests,
 * relative to /spaces) uses an in-memory history; `store` lets a test look inside. The routes have no loaders, so a
 * declarative router is enough.
 */
export function SpacesApp({ services, store, initialPath }: { services: Services; store?: SpacesStore; initialPath?: string }) {
  const [appStore] = useState(() => store ?? createSpacesContext(services).store);
  return (
    <SpacesProviders store={appStore}>
      {initialPath === undefined ? (
        <BrowserRouter basename={APP_PREFIX}>
          <AppRoutes />
        </BrowserRouter>
      ) : (
        <MemoryRouter basename={APP_PREFIX} initialEntries={[`${APP_PREFIX}${initialPath}`]}>
          <AppRoutes />
        </MemoryRouter>
      )}
    </SpacesProviders>
  );
}
