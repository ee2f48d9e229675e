import { apiPaths } from '@cairn/types';
import type { Link, LinkCreate, LinkUpdate } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the link calls of a work item. */
export function createLinkService(client: ApiClient) {
  return {
    /** GET issue-links/. */
    list: (slug: string, projectId: string, itemId: string) => client.get<Link[]>(apiPaths.links(slug, projectId, itemId)),
    /** POST issue-links/ (may carry a client id); answers the link. */
    create: (slug: string, projectId: string, itemId: string, body: LinkCreate) => client.post<Link>(apiPaths.links(slug, projectId, itemId), body),
    /** PATCH issue-links/{id}/; answers the link. */
    update: (slug: string, projectId: string, itemId: string, linkId: string, body: LinkUpdate) =>
      client.patch<Link>(apiPaths.link(slug, projectId, itemId, linkId), body),
    /** DELETE issue-links/{id}/. */
    delete: (slug: string, projectId: string, itemId: string, linkId: string) => client.delete<void>(apiPaths.link(slug, projectId, itemId, linkId)),
  };
}

/** The link calls. */
export type LinkService = ReturnType<typeof createLinkService>;
