import { apiPaths } from '@cairn/types';
import type { WorkItem } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/**
 * Creates the epic calls that are not the work-item family's (issue 14). The epics list, CRUD and children are
 * workItems(…, 'epics'); the list settings are workItemLists.get/patchEpicsUserProperties.
 */
export function createEpicService(client: ApiClient) {
  return {
    /** POST {proj}/issues/{id}/convert/ `{is_epic}`: a work item becomes an epic (true) or an epic a work item (false); answers the item. */
    convert: (slug: string, projectId: string, itemId: string, isEpic: boolean) =>
      client.post<WorkItem | undefined>(apiPaths.workItemConvert(slug, projectId, itemId), { is_epic: isEpic }),
  };
}

/** The epic calls. */
export type EpicService = ReturnType<typeof createEpicService>;
