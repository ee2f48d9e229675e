import { createApiClient, createServices, type Services } from '@cairn/services';
import { redirectOnUnauthorized } from './session';

/** The admin app's one HTTP client and its services. */
export function createAdminServices(): Services {
  const client = createApiClient({ baseUrl: '', onUnauthorized: () => redirectOnUnauthorized(window.location) });
  return createServices(client);
}
