import { createApiClient, createServices, isApiError, type Services } from '@cairn/services';
import { createSpacesStore, type SpacesStore } from '@cairn/state';
import { redirectOnUnauthorized } from './session';

/** What the spaces app runs on: its services and its one store. */
export interface SpacesContext {
  services: Services;
  store: SpacesStore;
}

/**
 * The spaces app's services. Asking "who is signed in?" answers 401 for every signed-out visitor of a public board,
 * which is not a lost session: that one call goes through a client without the 401 rule; every other 401 under
 * /spaces follows it (to /spaces, with next_path).
 */
export function createSpacesServices(): Services {
  const client = createApiClient({ baseUrl: '', onUnauthorized: () => redirectOnUnauthorized(window.location) });
  const services = createServices(client);
  const quiet = createServices(createApiClient({ baseUrl: '' }));
  return { ...services, users: { ...services.users, getMe: quiet.users.getMe } };
}

/** Builds the store over the given services (tests pass fakes). */
export function createSpacesContext(services: Services = createSpacesServices()): SpacesContext {
  const store = createSpacesStore({
    services,
    now: () => new Date(),
    newId: () => globalThis.crypto?.randomUUID?.() ?? `id-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    // A signed-out visitor's "who am I?" answers 401 on every board: not worth a console error.
    onError: (error, context) => {
      if (!(isApiError(error) && error.status === 401)) console.error(context.text ?? 'Request failed', error);
    },
  });
  return { services, store };
}
