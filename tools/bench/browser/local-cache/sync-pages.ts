// B2's floor input: every sync page of every project, fetched once through the API as the owner (GET
// {project}/sync-issues/ with the keyset `after`, as the cache's first sync asks them) and kept as the exact bytes.
import { apiPaths } from '@cairn/types';
import type { BenchApp } from '../bench-app';

/** The captured pages, in the order the app's sync asks them (project after project). */
export interface CapturedSyncPages {
  pages: Buffer[];
  /** Rows per project (the sync's total, archived items included). */
  rows_by_project: Record<string, number>;
  rows: number;
  bytes: number;
  seconds: number;
}

/** Fetches every sync page of `projectIds` (one request at a time, as the app's sync). */
export async function captureSyncPages(app: BenchApp, projectIds: readonly string[]): Promise<CapturedSyncPages> {
  const slug = app.temp.dataset.workspace.slug;
  const started = performance.now();
  const pages: Buffer[] = [];
  const rowsByProject: Record<string, number> = {};
  let rows = 0;
  for (const projectId of projectIds) {
    let after: string | null = null;
    rowsByProject[projectId] = 0;
    for (;;) {
      const query: string = after ? `?after=${encodeURIComponent(after)}` : '';
      const res = await fetch(`${app.baseUrl}${apiPaths.workItemSync(slug, projectId)}${query}`, { headers: { cookie: app.session.cookie, accept: 'application/json' } });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`sync page of ${projectId} answered ${res.status}: ${body.toString('utf8', 0, 300)}`);
      const page = JSON.parse(body.toString('utf8')) as { results: unknown[]; next_after: string | null };
      pages.push(body);
      rowsByProject[projectId] += page.results.length;
      rows += page.results.length;
      if (!page.next_after || page.results.length === 0) break;
      after = page.next_after;
    }
  }
  return { pages, rows_by_project: rowsByProject, rows, bytes: pages.reduce((n, p) => n + p.length, 0), seconds: (performance.now() - started) / 1000 };
}
