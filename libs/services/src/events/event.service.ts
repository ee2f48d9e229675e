import { apiPaths, type StreamReady } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the live events calls (the stream itself is openWorkspaceStream). */
export function createEventService(client: ApiClient) {
  return {
    /** GET events/version/: the workspace's latest event version (the boot payload carries it for a page's load). */
    version: (slug: string) => client.get<StreamReady>(apiPaths.workspaceEventVersion(slug)),
  };
}

/** The live events calls. */
export type EventService = ReturnType<typeof createEventService>;
