import { createApiClient, createServices, openWorkspaceStream, type Services } from '@cairn/services';
import { createWebStore } from '@cairn/state';
import { createWorkerCachePort } from '../local-cache/worker-cache-port';
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
  // The local work-item cache: a lazy port; its worker starts when the store first opens a workspace database.
  const cache = typeof Worker === 'function' ? createWorkerCachePort() : undefined;
  // The live stream (SSE) of the workspace on screen; browsers without EventSource simply get no live updates.
  const openStream = typeof EventSource === 'function' ? openWorkspaceStream : undefined;
  const store = createWebStore({ services, cache, openStream, now: () => new Date(), newId: () => crypto.randomUUID() });
  return { services, store };
}
