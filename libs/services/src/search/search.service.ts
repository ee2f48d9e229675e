import { apiPaths } from '@cairn/types';
import type { EntitySearch, EntitySearchType, WorkspaceSearch } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Options of a workspace search: narrow to a project unless workspace-wide; abort a superseded one. */
export interface WorkspaceSearchOptions {
  projectId?: string;
  workspaceSearch?: boolean;
  signal?: AbortSignal;
}

/** Options of entity-search/: the text (empty lists the latest), how many, one project. */
export interface EntitySearchOptions {
  query?: string;
  count?: number;
  projectId?: string;
  signal?: AbortSignal;
}

/** Creates the search calls (issue 17: search/ for the command palette, entity-search/ for mentions and pickers). */
export function createSearchService(client: ApiClient) {
  return {
    /** GET search/: ranked results of every type the caller may see. */
    search: (slug: string, text: string, options: WorkspaceSearchOptions = {}) =>
      client.get<WorkspaceSearch>(apiPaths.workspaceSearch(slug), {
        searchParams: {
          search: text,
          project_id: options.projectId,
          workspace_search: options.workspaceSearch === undefined ? undefined : String(options.workspaceSearch),
        },
        signal: options.signal,
      }),
    /** GET entity-search/: only the asked types. */
    entitySearch: (slug: string, types: readonly EntitySearchType[], options: EntitySearchOptions = {}) =>
      client.get<EntitySearch>(apiPaths.entitySearch(slug), {
        searchParams: { query_type: types.join(','), query: options.query, count: options.count, project_id: options.projectId },
        signal: options.signal,
      }),
  };
}

/** The search service's type. */
export type SearchService = ReturnType<typeof createSearchService>;
