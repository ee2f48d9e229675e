import { createApiClient, createServices, type Services } from '@cairn/services';
import { createAdminStore, type AdminStore } from '@cairn/state';
import { redirectOnUnauthorized } from './session';

/** What the admin app runs on: its one HTTP client's services and its one store. */
export interface AdminContext {
  services: Services;
  store: AdminStore;
}

/** Builds the services (401 → the rule of app/session.ts) and the store. */
export function createAdminContext(): AdminContext {
  const client = createApiClient({ baseUrl: '', onUnauthorized: () => redirectOnUnauthorized(window.location) });
  const services = createServices(client);
  const store = createAdminStore({
    services,
    now: () => new Date(),
    newId: () => globalThis.crypto.randomUUID(),
    onError: (error, context) => console.error(context.text ?? 'Request failed', error),
  });
  return { services, store };
}
