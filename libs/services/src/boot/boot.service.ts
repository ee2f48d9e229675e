import { apiPaths, type BootKnown, type BootPayload } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the boot calls: the payload of an app path, and handing its answers to the client. */
export function createBootService(client: ApiClient) {
  return {
    /** GET /api/boot/?path=: what the route at `path` needs to paint (signed out → signed_in false, no 401). */
    get: (path: string) => client.get<BootPayload>(apiPaths.boot(path), { skipUnauthorized: true, skipPrimeWait: true }),
    /** The payload's answers serve the matching GETs once (ApiClient.prime), so the store's usual loads take them. */
    prime: (payload: BootPayload) => client.prime(payload.answers),
    /**
     * An in-app visit of `path`: one GET /api/boot/?scope=route (the route's parts; the app holds the session's). Until
     * it answers, the client's GETs wait for it and take its answers (ApiClient.primeWhen), so the screen's loads make
     * no requests of their own. Not retried: it rejects as the GET does, and the waiting GETs then go to the server.
     * `known`: what the app already holds, which the answer leaves out (BOOT_KNOWN).
     */
    visit: (path: string, known?: BootKnown) => {
      const payload = client.get<BootPayload>(apiPaths.boot(path, 'route', known), { skipUnauthorized: true, skipPrimeWait: true, noRetry: true });
      client.primeWhen(payload.then((p) => (p.signed_in ? p.answers : undefined)));
      return payload;
    },
  };
}

/** The boot calls. */
export type BootService = ReturnType<typeof createBootService>;
