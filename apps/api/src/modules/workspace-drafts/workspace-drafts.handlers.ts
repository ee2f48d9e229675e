import {
  PROJECT_TEXT,
  WORK_ITEM_TEXT,
  WORKSPACE_DRAFT_PAGE_SIZE,
  type WorkspaceDraft,
  type WorkspaceDraftCreate,
  type WorkspaceDraftUpdate,
  API_TEXT,
} from '@cairn/types';
import { createWorkItemCommand } from '../../commands/work-item-create.command';
import { checkDatesOrder, checkWorkItemRefs } from '../../commands/work-item-refs.command';
import { isUniqueViolation, type Db, type Tx } from '../../data/db';
import { recordRowChange } from '../../events/record-event';
import { deleteDraft, findUserDraft, insertDraft, listUserDrafts, updateDraft, type WorkspaceDraftPatch } from '../../data/repositories/workspace-drafts.repository';
import type { WorkspaceDraftRow } from '../../data/schema/work-items.schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { ANY_PROJECT_ROLE, requireProjectRole } from '../projects/projects.policy';
import { sanitizeRichText } from '../work-items/rich-text';
import { writeScope } from '../work-items/work-items.access';
import { presentWorkItem } from '../work-items/work-items.presenter';
import { WORK_ITEM_WRITERS } from '../work-items/work-items.policy';
import { MEMBER_OR_ADMIN, requireWorkspaceRole } from '../workspaces/workspaces.policy';

// Workspace drafts belong to their creator: every call loads the draft by (workspace, creator, id), so another
// user's draft is "Draft not found". Any workspace admin or member may keep drafts; guests may not (403).

const draftNotFound = () => notFound(WORK_ITEM_TEXT.draftNotFound);

/** Draft row → wire shape. */
export function presentDraft(row: WorkspaceDraftRow): WorkspaceDraft {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    name: row.name,
    description_html: row.description_html,
    priority: row.priority as WorkspaceDraft['priority'],
    state_id: row.state_id,
    estimate_point: row.estimate_point,
    parent_id: row.parent_id,
    type_id: row.type_id,
    label_ids: row.label_ids,
    assignee_ids: row.assignee_ids,
    start_date: row.start_date,
    target_date: row.target_date,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Checks a draft as it will be stored: with a project, the caller must have a role there (else 400 "Project not
 * found") and every referenced id must be that project's; without one, no project-bound ids are allowed.
 */
async function checkDraft(tx: Tx, slug: string, userId: string, draft: WorkspaceDraftPatch, now: Date): Promise<void> {
  checkDatesOrder(draft.start_date, draft.target_date);
  const refs = { state_id: draft.state_id, label_ids: draft.label_ids, assignee_ids: draft.assignee_ids, estimate_point: draft.estimate_point, parent_id: draft.parent_id };
  if (!draft.project_id) {
    if (refs.state_id || refs.label_ids?.length || refs.assignee_ids?.length || refs.estimate_point || refs.parent_id) {
      throw badRequest(WORK_ITEM_TEXT.draftNeedsProject, { project_id: [WORK_ITEM_TEXT.draftNeedsProject] });
    }
    return;
  }
  let access;
  try {
    access = await requireProjectRole(tx, slug, draft.project_id, userId, ANY_PROJECT_ROLE);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 403 || error.status === 404)) throw badRequest(PROJECT_TEXT.projectNotFound, { project_id: [PROJECT_TEXT.projectNotFound] });
    throw error;
  }
  await checkWorkItemRefs(tx, writeScope(access, userId, now), refs);
}

/** The body's fields as stored (description sanitised, id lists de-duplicated). */
function draftFields(body: WorkspaceDraftUpdate): WorkspaceDraftPatch {
  const out: WorkspaceDraftPatch = {};
  for (const [key, value] of Object.entries(body)) if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  if (body.description_html !== undefined) out.description_html = sanitizeRichText(body.description_html);
  if (body.label_ids) out.label_ids = [...new Set(body.label_ids)];
  if (body.assignee_ids) out.assignee_ids = [...new Set(body.assignee_ids)];
  return out;
}

/** GET draft-issues/?cursor=50:page:0 — the caller's drafts, newest first, 50 a page. */
export async function listDrafts(db: Db, slug: string, userId: string, cursor: string | undefined) {
  const access = await requireWorkspaceRole(db, slug, userId, MEMBER_OR_ADMIN);
  const [, pageText] = (cursor ?? '').split(':');
  const page = Math.max(0, Number(pageText) || 0);
  const perPage = WORKSPACE_DRAFT_PAGE_SIZE;
  const { rows, total } = await listUserDrafts(db, access.workspace.id, userId, { limit: perPage, offset: page * perPage });
  return {
    results: rows.map(presentDraft),
    total_count: total,
    next_cursor: `${perPage}:${page + 1}:0`,
    prev_cursor: `${perPage}:${Math.max(page - 1, 0)}:0`,
    next_page_results: page * perPage + rows.length < total,
  };
}

const DRAFT_FIELDS = ['name', 'project_id', 'state_id', 'priority', 'estimate_point', 'parent_id', 'label_ids', 'assignee_ids', 'start_date', 'target_date'] as const;

/** A workspace draft's event (drafts are private: the stream sends them to their creator only). */
async function recordDraftChange(tx: Tx, workspaceId: string, userId: string, now: Date, draftId: string, action: 'created' | 'updated' | 'deleted', before: WorkspaceDraftRow | null, after: WorkspaceDraftRow | null) {
  await recordRowChange(tx, { workspaceId, projectId: null, entityType: 'draft', entityId: draftId, action, actorId: userId, at: now, before, after, keys: DRAFT_FIELDS });
}

/** POST draft-issues/ (a client-chosen id that already exists → 409). */
export async function createDraft(db: Db, slug: string, userId: string, body: WorkspaceDraftCreate, now: Date) {
  try {
    return await db.transaction(async (tx) => {
      const access = await requireWorkspaceRole(tx, slug, userId, MEMBER_OR_ADMIN);
      const fields = draftFields(body);
      await checkDraft(tx, slug, userId, fields, now);
      const row = await insertDraft(tx, { ...fields, workspace_id: access.workspace.id, created_by: userId, updated_by: userId, created_at: now, updated_at: now });
      await recordDraftChange(tx, access.workspace.id, userId, now, row.id, 'created', null, row);
      return presentDraft(row);
    });
  } catch (error) {
    // Caught outside the transaction: on PostgreSQL the failed insert has aborted it.
    if (isUniqueViolation(error)) throw conflict(API_TEXT.aDraftWithThisIdAlready);
    throw error;
  }
}

/** GET draft-issues/{id}/ (the creator only). */
export async function retrieveDraft(db: Db, slug: string, userId: string, draftId: string) {
  const access = await requireWorkspaceRole(db, slug, userId, MEMBER_OR_ADMIN);
  const row = await findUserDraft(db, access.workspace.id, userId, draftId);
  if (!row) throw draftNotFound();
  return presentDraft(row);
}

/** PATCH draft-issues/{id}/ (the creator only): the merged draft is checked as on create. */
export async function patchDraft(db: Db, slug: string, userId: string, draftId: string, body: WorkspaceDraftUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, MEMBER_OR_ADMIN);
    const row = await findUserDraft(tx, access.workspace.id, userId, draftId, { lock: true });
    if (!row) throw draftNotFound();
    const fields = draftFields(body);
    await checkDraft(tx, slug, userId, { ...row, ...fields }, now);
    const after = await updateDraft(tx, access.workspace.id, draftId, { ...fields, updated_by: userId }, now);
    await recordDraftChange(tx, access.workspace.id, userId, now, draftId, 'updated', row, after);
    return presentDraft(after);
  });
}

/** DELETE draft-issues/{id}/ (the creator only). */
export async function removeDraft(db: Db, slug: string, userId: string, draftId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, MEMBER_OR_ADMIN);
    const row = await findUserDraft(tx, access.workspace.id, userId, draftId, { lock: true });
    if (!row) throw draftNotFound();
    await deleteDraft(tx, access.workspace.id, draftId);
    await recordDraftChange(tx, access.workspace.id, userId, now, draftId, 'deleted', row, null);
  });
}

/**
 * POST draft-to-issue/{id}/: creates the work item in the draft's project (400 draftNeedsProject without one; the
 * caller must be a project admin or member there; the same checks as a create) and deletes the draft.
 */
export async function convertDraft(db: Db, slug: string, userId: string, draftId: string, now: Date) {
  return db.transaction(async (tx) => {
    const ws = await requireWorkspaceRole(tx, slug, userId, MEMBER_OR_ADMIN);
    const draft = await findUserDraft(tx, ws.workspace.id, userId, draftId, { lock: true });
    if (!draft) throw draftNotFound();
    if (!draft.project_id) throw badRequest(WORK_ITEM_TEXT.draftNeedsProject, { project_id: [WORK_ITEM_TEXT.draftNeedsProject] });
    const name = draft.name.trim();
    if (!name) throw badRequest(WORK_ITEM_TEXT.nameRequired, { name: [WORK_ITEM_TEXT.nameRequired] });
    const access = await requireProjectRole(tx, slug, draft.project_id, userId, WORK_ITEM_WRITERS);
    const row = await createWorkItemCommand(tx, writeScope(access, userId, now), {
      name,
      description_html: draft.description_html,
      priority: draft.priority as WorkspaceDraft['priority'],
      state_id: draft.state_id,
      estimate_point: draft.estimate_point,
      parent_id: draft.parent_id,
      type_id: draft.type_id,
      label_ids: draft.label_ids,
      assignee_ids: draft.assignee_ids,
      start_date: draft.start_date,
      target_date: draft.target_date,
      is_epic: false,
    });
    await deleteDraft(tx, ws.workspace.id, draftId);
    await recordDraftChange(tx, ws.workspace.id, userId, now, draftId, 'deleted', draft, null);
    return presentWorkItem(tx, ws.workspace.id, row, userId);
  });
}
