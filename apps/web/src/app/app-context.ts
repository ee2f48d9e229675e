import { createApiClient, createServices, type Services } from '@cairn/services';
import { createWebStore } from '@cairn/state';
import { redirectOnUnauthorized } from './unauthorized';

/** The app's single HTTP client, its services and its store. */
export interface AppContextValue {
  services: Services;
  store: ReturnType<typeof createWebStore>;
}

/** Builds the one client, services and store of the members app. */
export function createAppContext(): AppContextValue {
  const client = createApiClient({ baseUrl: '', onUnauthorized: () => redirectOnUnauthorized(window.location) });
  const services = createServices(client);
  const store = createWebStore({ services, now: () => new Date(), newId: () => crypto.randomUUID() });
  return { services, store };
}
