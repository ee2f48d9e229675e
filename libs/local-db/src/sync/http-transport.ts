import { apiPaths, type RemovedWorkItems, type WorkItemSyncPage } from '@cairn/types';
import type { SyncTransport } from './sync-project';

type FetchLike = (url: string, init: { credentials: 'include'; headers: Record<string, string> }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/**
 * The worker's SyncTransport: GET {project}/sync-issues/?updated_at__gt&after and sync-removed-issues/?since with the
 * session cookie (same origin). A non-2xx answer rejects with the status, which the sync reports as 'error'.
 */
export function createHttpSyncTransport(options: { workspaceSlug: string; baseUrl?: string; fetch?: FetchLike }): SyncTransport {
  const doFetch = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  const base = options.baseUrl ?? '';
  const get = async <T>(path: string, params: Record<string, string | null>): Promise<T> => {
    const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== null)).toString();
    const response = await doFetch(`${base}${path}${query ? `?${query}` : ''}`, { credentials: 'include', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`sync request failed (${response.status})`);
    return (await response.json()) as T;
  };
  return {
    fetchPage: ({ projectId, after, updatedAfter }) =>
      get<WorkItemSyncPage>(apiPaths.workItemSync(options.workspaceSlug, projectId), { updated_at__gt: updatedAfter, after }),
    fetchRemoved: ({ projectId, since }) => get<RemovedWorkItems>(apiPaths.removedWorkItemsSync(options.workspaceSlug, projectId), { since }),
  };
}
