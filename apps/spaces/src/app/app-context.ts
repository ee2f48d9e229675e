import { createApiClient, createServices, type Services } from '@cairn/services';
import { redirectOnUnauthorized } from './session';

/** The spaces app's one HTTP client and its services. */
export function createSpacesServices(): Services {
  const client = createApiClient({ baseUrl: '', onUnauthorized: () => redirectOnUnauthorized(window.location) });
  return createServices(client);
}
