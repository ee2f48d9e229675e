import { ROLE } from '@cairn/types';
import { exportItemBatch, findExportById, projectNames, updateExport, type ExportItemRow, type ExportRow } from '../../data/repositories/exports.repository';
import { listProjectsVisibility } from '../../data/repositories/work-item-list.repository';
import { findActiveMembership } from '../../data/repositories/workspace-members.repository';
import type { Db } from '../../data/db';
import { defineJobKind, PermanentJobError } from '../../jobs/job-kind';
import { createAssetStorage } from '../../storage/create-asset-storage';
import { effectiveProjectRole } from '../projects/projects.policy';
import { csvLine } from './csv';
import { storeGeneratedFile } from './export-file';

// The export-work-items job (issue 17 point 4): reads the chosen projects' live items in batches of EXPORT_BATCH (one
// query each), streams them into a CSV or JSON file in asset storage under a key derived from the export id, then marks
// the row completed. Idempotent per export id: a completed or failed row is left alone, and a retry after a crash
// rewrites the same key (the file is published whole or not at all). The creator's rights are checked again here:
// projects they are no longer a member or admin of are left out; a creator who left the workspace fails the export.

/** The job's payload. */
export interface ExportJobPayload {
  export_id: string;
}

const EXPORT_BATCH = 500;
const MAX_ATTEMPTS = 3;

/** The columns of a CSV export, in order. */
export const EXPORT_CSV_HEADER = [
  'identifier', 'name', 'project', 'state', 'state_group', 'priority', 'assignees', 'labels', 'cycle', 'modules', 'estimate', 'start_date',
  'target_date', 'created_at', 'completed_at', 'created_by', 'parent', 'description',
];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function csvRow(r: ExportItemRow): string {
  return csvLine([
    `${r.project_identifier}-${r.sequence_id}`, r.name, r.project_identifier, r.state, r.state_group, r.priority, r.assignees.join('; '),
    r.labels.join('; '), r.cycle, r.modules.join('; '), r.estimate, r.start_date, r.target_date, iso(r.created_at), iso(r.completed_at), r.created_by,
    r.parent, r.description,
  ]);
}

function jsonRow(r: ExportItemRow) {
  return {
    id: r.id, identifier: `${r.project_identifier}-${r.sequence_id}`, sequence_id: r.sequence_id, name: r.name, project_id: r.project_id,
    project: r.project_identifier, state_id: r.state_id, state: r.state, state_group: r.state_group, priority: r.priority, assignee_ids: r.assignee_ids,
    assignees: r.assignees, label_ids: r.label_ids, labels: r.labels, cycle_id: r.cycle_id, cycle: r.cycle, module_ids: r.module_ids, modules: r.modules,
    estimate: r.estimate, start_date: r.start_date, target_date: r.target_date, created_at: iso(r.created_at), completed_at: iso(r.completed_at),
    created_by_id: r.created_by_id, created_by: r.created_by, parent_id: r.parent_id, parent: r.parent, description: r.description,
  };
}

/** The export's projects the creator may still export (member or admin there), in the order chosen. */
async function exportableProjects(db: Db, row: ExportRow): Promise<string[]> {
  const membership = await findActiveMembership(db, row.workspace_id, row.created_by);
  if (!membership || membership.role === ROLE.GUEST) throw new PermanentJobError('The creator may no longer export from this workspace');
  const allowed = new Set<string>();
  for (const p of await listProjectsVisibility(db, row.workspace_id, row.created_by)) {
    const role = effectiveProjectRole(membership.role, p.membership_role);
    if (role !== null && role >= ROLE.MEMBER) allowed.add(p.id);
  }
  return row.project_ids.filter((id) => allowed.has(id));
}

/** The file's chunks: every item of every project, batch by batch. */
async function* fileChunks(db: Db, row: ExportRow, projectIds: string[], now: Date, counter: { n: number }): AsyncGenerator<Buffer> {
  const json = row.format === 'json';
  yield Buffer.from(json ? '[' : `\ufeff${csvLine(EXPORT_CSV_HEADER)}`);
  for (const projectId of projectIds) {
    let after = 0;
    for (;;) {
      const batch = await exportItemBatch(db, row.workspace_id, projectId, after, EXPORT_BATCH, now);
      if (batch.length === 0) break;
      let text = '';
      for (const item of batch) {
        text += json ? `${counter.n > 0 ? ',' : ''}\n${JSON.stringify(jsonRow(item))}` : csvRow(item);
        counter.n += 1;
      }
      yield Buffer.from(text);
      after = batch[batch.length - 1].sequence_id;
      if (batch.length < EXPORT_BATCH) break;
    }
  }
  if (json) yield Buffer.from(counter.n > 0 ? '\n]\n' : ']\n');
}

/** The storage key of an export's file (server-shaped: lowercase uuids). */
export function exportStorageKey(row: Pick<ExportRow, 'workspace_id' | 'id'>): string {
  return `exports/${row.workspace_id}/${row.id}`;
}

/** The download name of an export's file. */
function fileName(row: ExportRow, identifiers: string[], now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const what = identifiers.length === 1 ? identifiers[0] : `${identifiers.length}-projects`;
  return `work-items-${what}-${stamp}.${row.format}`;
}

/** Runs one export (see the file comment). */
export const exportWorkItemsJob = defineJobKind<ExportJobPayload>({
  maxAttempts: MAX_ATTEMPTS,
  backoffBaseMs: 10_000,
  async run(payload, ctx) {
    const { db, config } = ctx.deps;
    const row = await findExportById(db, payload.export_id);
    if (!row || row.status === 'completed' || row.status === 'failed') return;
    await updateExport(db, row.id, { status: 'processing', error: null });
    try {
      const projectIds = await exportableProjects(db, row);
      const named = new Map((await projectNames(db, row.workspace_id, projectIds)).map((p) => [p.id, p.identifier]));
      const ordered = projectIds.filter((id) => named.has(id));
      const now = ctx.deps.now();
      const counter = { n: 0 };
      const key = exportStorageKey(row);
      const contentType = row.format === 'json' ? 'application/json' : 'text/csv';
      const size = await storeGeneratedFile(createAssetStorage(config.assets), key, fileChunks(db, row, ordered, now, counter), contentType);
      await updateExport(db, row.id, {
        status: 'completed', asset_key: key, file_name: fileName(row, ordered.map((id) => named.get(id)!), now), size, item_count: counter.n,
        completed_at: ctx.deps.now(), error: null,
      });
    } catch (err) {
      const last = err instanceof PermanentJobError || ctx.attempt >= MAX_ATTEMPTS;
      if (last) await updateExport(db, row.id, { status: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : 'Export failed' });
      else await updateExport(db, row.id, { status: 'queued' });
      throw err;
    }
  },
});
