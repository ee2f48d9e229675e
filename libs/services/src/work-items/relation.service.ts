import { apiPaths } from '@cairn/types';
import type { RelatedWorkItem, RelationType, RelationsResponse } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the relation calls of a work item. */
export function createRelationService(client: ApiClient) {
  return {
    /** GET issue-relation/: related items per type, seen from this item. */
    get: (slug: string, projectId: string, itemId: string) => client.get<RelationsResponse>(apiPaths.relations(slug, projectId, itemId)),
    /** POST issue-relation/ `{relation_type, issues}`; answers the related items added. */
    create: (slug: string, projectId: string, itemId: string, relationType: RelationType, issueIds: string[]) =>
      client.post<RelatedWorkItem[]>(apiPaths.relations(slug, projectId, itemId), { relation_type: relationType, issues: issueIds }),
    /** POST remove-relation/ `{relation_type, related_issue}`. */
    remove: (slug: string, projectId: string, itemId: string, relationType: RelationType, relatedId: string) =>
      client.post<void>(apiPaths.removeRelation(slug, projectId, itemId), { relation_type: relationType, related_issue: relatedId }),
  };
}

/** The relation calls. */
export type RelationService = ReturnType<typeof createRelationService>;
