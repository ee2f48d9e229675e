import type { ExportFormat, ExportStatus, WorkItemExport } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { projectNames, type ExportRow } from '../../data/repositories/exports.repository';

/** Export rows → the wire shape, with the names of their projects (one query for the whole list). */
export async function presentExports(h: DbOrTx, workspaceId: string, rows: ExportRow[]): Promise<WorkItemExport[]> {
  const ids = [...new Set(rows.flatMap((r) => r.project_ids))];
  const byId = new Map((await projectNames(h, workspaceId, ids)).map((p) => [p.id, p]));
  return rows.map((r) => ({
    id: r.id,
    format: r.format as ExportFormat,
    status: r.status as ExportStatus,
    project_ids: r.project_ids,
    projects: r.project_ids.flatMap((id) => byId.get(id) ?? []),
    file_name: r.file_name,
    item_count: r.item_count,
    size: r.size,
    error: r.error,
    created_by: r.created_by,
    created_at: r.created_at.toISOString(),
    completed_at: r.completed_at ? r.completed_at.toISOString() : null,
  }));
}
