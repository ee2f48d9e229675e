import { EXPORT_TEXT, PROJECT_ERROR_CODE, PROJECT_TEXT, ROLE, type ExportCreate, type WorkItemExport, type WorkItemExportList } from '@cairn/types';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../data/db';
import { findOwnExport, insertExport, listExports, type ExportRow } from '../../data/repositories/exports.repository';
import { listProjectsVisibility } from '../../data/repositories/work-item-list.repository';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { enqueueJob } from '../../jobs/job-queue';
import type { AssetStorage } from '../../storage/asset-storage';
import { contentDisposition } from '../assets/asset-files.handlers';
import { effectiveProjectRole } from '../projects/projects.policy';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { presentExports } from './exports.presenter';

// Project work-item exports (issue 17 point 4; spec §7 export-issues/). Creating one is a business operation: the row
// and its 'export-work-items' job commit together. Exports are personal (only the creator lists and downloads them:
// another user's id reads as 404), so like favorites they record no workspace event; the web polls while one runs.

/** 404 'Export not found'. */
const exportNotFound = () => notFound(EXPORT_TEXT.exportNotFound);

/**
 * POST export-issues/: workspace guests 403; every project must be a live project of this workspace (else 404, nothing
 * created) where the caller is a member or admin (else 403 NOT_PROJECT_MEMBER).
 */
export async function createExport(db: Db, slug: string, userId: string, body: ExportCreate, now: Date): Promise<WorkItemExport> {
  if (new Set(body.project).size !== body.project.length) throw badRequest(EXPORT_TEXT.duplicateProjects, { project: [EXPORT_TEXT.duplicateProjects] });
  return db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE);
    if (access.role === ROLE.GUEST) throw forbidden(EXPORT_TEXT.guestsCannotExport);
    const visible = new Map((await listProjectsVisibility(tx, access.workspace.id, userId)).map((p) => [p.id, p.membership_role]));
    for (const projectId of body.project) {
      if (!visible.has(projectId)) throw notFound(EXPORT_TEXT.projectNotFound);
      const role = effectiveProjectRole(access.role, visible.get(projectId));
      if (role === null) throw forbidden(PROJECT_TEXT.notProjectMember, PROJECT_ERROR_CODE.NOT_PROJECT_MEMBER);
      if (role < ROLE.MEMBER) throw forbidden(EXPORT_TEXT.guestsCannotExport);
    }
    const row = await insertExport(tx, { workspace_id: access.workspace.id, project_ids: body.project, format: body.provider, created_by: userId }, now);
    await enqueueJob(tx, { kind: 'export-work-items', payload: { export_id: row.id }, dedupeKey: `export:${row.id}` }, now);
    const [presented] = await presentExports(tx, access.workspace.id, [row]);
    return presented;
  });
}

/** GET export-issues/: the caller's exports in the workspace, newest first. */
export async function listOwnExports(db: Db, slug: string, userId: string): Promise<WorkItemExportList> {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  return { results: await presentExports(db, access.workspace.id, await listExports(db, access.workspace.id, userId)) };
}

/** The export's file, once completed; another user's or workspace's id → 404, not yet completed → 409. */
async function requireReadyExport(db: Db, slug: string, userId: string, exportId: string): Promise<ExportRow & { asset_key: string; file_name: string }> {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const row = await findOwnExport(db, access.workspace.id, userId, exportId);
  if (!row) throw exportNotFound();
  if (row.status !== 'completed' || !row.asset_key || !row.file_name) throw conflict(EXPORT_TEXT.notReady, 'EXPORT_NOT_READY');
  return row as ExportRow & { asset_key: string; file_name: string };
}

/** GET export-issues/{id}/download/: streams the file as an attachment (S3: a redirect to a signed link). */
export async function downloadExport(db: Db, storage: AssetStorage, reply: FastifyReply, slug: string, userId: string, exportId: string): Promise<unknown> {
  const row = await requireReadyExport(db, slug, userId, exportId);
  const contentType = row.format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8';
  const disposition = contentDisposition('attachment', row.file_name);
  let result;
  try {
    result = await storage.read(row.asset_key, { contentType, contentDisposition: disposition });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw exportNotFound();
    throw err;
  }
  reply.header('cache-control', 'private, no-store');
  if (result.kind === 'redirect') {
    reply.code(302).header('location', result.url);
    return '';
  }
  reply.header('content-type', contentType).header('content-disposition', disposition).header('content-length', String(result.size)).header('x-content-type-options', 'nosniff');
  return result.stream;
}

