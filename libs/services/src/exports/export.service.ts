import { apiPaths } from '@cairn/types';
import type { ExportCreate, WorkItemExport, WorkItemExportList } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the work-item export calls (issue 17: export-issues/). Downloads are browser navigations to exportIssuesDownload. */
export function createExportService(client: ApiClient) {
  return {
    /** GET export-issues/: the caller's exports in the workspace, newest first. */
    list: (slug: string) => client.get<WorkItemExportList>(apiPaths.exportIssues(slug)),
    /** POST export-issues/: a queued export of the given projects. */
    create: (slug: string, body: ExportCreate) => client.post<WorkItemExport>(apiPaths.exportIssues(slug), body),
  };
}

/** The export service's type. */
export type ExportService = ReturnType<typeof createExportService>;
