import { apiPaths, type BootPayload } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the boot calls: the payload of an app path, and handing its answers to the client. */
export function createBootService(client: ApiClient) {
  return {
    /** GET /api/boot/?path=: what the route at `path` needs to paint (signed out → signed_in false, no 401). */
    get: (path: string) => client.get<BootPayload>(apiPaths.boot(path), { skipUnauthorized: true }),
    /** The payload's answers serve the matching GETs once (ApiClient.prime), so the store's usual loads take them. */
    prime: (payload: BootPayload) => client.prime(payload.answers),
  };
}

/** The boot calls. */
export type BootService = ReturnType<typeof createBootService>;
