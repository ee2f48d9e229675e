import { apiPaths } from '@cairn/types';
import type { ActivityType, HistoryEntry } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the history (activity and comments) call of a work item. */
export function createHistoryService(client: ApiClient) {
  return {
    /** GET history/?activity_type=a,b: activity and comments interleaved by created_at. */
    list: (slug: string, projectId: string, itemId: string, activityTypes: readonly ActivityType[] = []) =>
      client.get<HistoryEntry[]>(apiPaths.history(slug, projectId, itemId), {
        searchParams: { activity_type: activityTypes.length ? activityTypes.join(',') : undefined },
      }),
  };
}

/** The history call. */
export type HistoryService = ReturnType<typeof createHistoryService>;
