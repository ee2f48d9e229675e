import { LABEL_DEFAULT_SORT_ORDER, LABEL_SORT_STEP, PROJECT_ERROR_CODE, PROJECT_TEXT, ROLE, type LabelCreate, type LabelUpdate } from '@cairn/types';
import type { Db, Tx } from '../../data/db';
import {
  ancestorIds,
  deleteLabel,
  findLabel,
  insertLabel,
  isLabelNameTaken,
  listLabels,
  maxSiblingSortOrder,
  reparentChildren,
  updateLabel,
} from '../../data/repositories/labels.repository';
import { listProjectsForUser } from '../../data/repositories/projects.repository';
import { recordRowChange } from '../../events/record-event';
import { badRequest, conflict, notFound } from '../../http/errors';
import { mapUniqueViolations } from '../projects/projects.errors';
import { ANY_PROJECT_ROLE, PROJECT_MEMBER_OR_ADMIN, requireProjectRole } from '../projects/projects.policy';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { presentLabel } from './labels.presenter';

/** Label colour when none is given. */
export const DEFAULT_LABEL_COLOR = '#858e96';

const nameTaken = () => conflict(PROJECT_TEXT.labelNameTaken, PROJECT_ERROR_CODE.LABEL_NAME_TAKEN);
const uniqueErrors = { labels_project_parent_name_unique: nameTaken };
const labelNotFound = () => notFound(PROJECT_TEXT.labelNotFound);

/** A parent from the body must be a label of the same project (400 otherwise: the id is input, not the target). */
async function requireParent(tx: Tx, workspaceId: string, projectId: string, parentId: string): Promise<void> {
  if (!(await findLabel(tx, workspaceId, projectId, parentId))) {
    throw badRequest(PROJECT_TEXT.parentLabelNotFound, { parent: [PROJECT_TEXT.parentLabelNotFound] });
  }
}

/** GET projects/{id}/issue-labels/ (any project role). */
export async function listProjectLabels(db: Db, slug: string, projectId: string, userId: string) {
  const access = await requireProjectRole(db, slug, projectId, userId, ANY_PROJECT_ROLE);
  return (await listLabels(db, access.workspace.id, [projectId])).map(presentLabel);
}

/** GET labels/ (workspace): labels of every project the caller has a role in (all projects for workspace admins). */
export async function listWorkspaceLabels(db: Db, slug: string, userId: string) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const projects = await listProjectsForUser(db, access.workspace.id, userId, { onlyMemberOf: access.role !== ROLE.ADMIN });
  return (await listLabels(db, access.workspace.id, projects.map((p) => p.id))).map(presentLabel);
}

const LABEL_FIELDS = ['name', 'color', 'description', 'parent', 'sort_order'] as const;

/** POST issue-labels/ (project admins and members): sort_order defaults to after the last sibling, 65535 when alone. */
export async function createLabel(db: Db, slug: string, projectId: string, userId: string, body: LabelCreate, now: Date) {
  return mapUniqueViolations(
    () =>
      db.transaction(async (tx) => {
        const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_MEMBER_OR_ADMIN, { lock: true });
        const ws = access.workspace.id;
        const parent = body.parent ?? null;
        if (parent) await requireParent(tx, ws, projectId, parent);
        if (await isLabelNameTaken(tx, projectId, parent, body.name)) throw nameTaken();
        let sortOrder = body.sort_order;
        if (sortOrder === undefined) {
          const last = await maxSiblingSortOrder(tx, projectId, parent);
          sortOrder = last === null ? LABEL_DEFAULT_SORT_ORDER : last + LABEL_SORT_STEP;
        }
        const row = await insertLabel(tx, {
          ...(body.id ? { id: body.id } : {}),
          workspace_id: ws,
          project_id: projectId,
          name: body.name,
          color: body.color ?? DEFAULT_LABEL_COLOR,
          description: body.description ?? '',
          parent,
          sort_order: sortOrder,
          created_at: now,
          updated_at: now,
        });
        await recordRowChange(tx, { workspaceId: ws, projectId, entityType: 'label', entityId: row.id, action: 'created', actorId: userId, at: now, before: null, after: row, keys: LABEL_FIELDS });
        return presentLabel(row);
      }),
    uniqueErrors,
  );
}

/** PATCH issue-labels/{id}/ (project admins and members): edit or move; a move may not put a label under itself. */
export async function patchLabel(db: Db, slug: string, projectId: string, userId: string, labelId: string, body: LabelUpdate, now: Date) {
  return mapUniqueViolations(
    () =>
      db.transaction(async (tx) => {
        // The lock makes concurrent moves decide one at a time, so two moves cannot build a loop together.
        const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_MEMBER_OR_ADMIN, { lock: true });
        const ws = access.workspace.id;
        const label = await findLabel(tx, ws, projectId, labelId);
        if (!label) throw labelNotFound();
        const parent = body.parent === undefined ? label.parent : body.parent;
        if (body.parent) {
          await requireParent(tx, ws, projectId, body.parent);
          if ((await ancestorIds(tx, projectId, body.parent)).includes(labelId)) {
            throw badRequest(PROJECT_TEXT.labelLoop, { parent: [PROJECT_TEXT.labelLoop] }, PROJECT_ERROR_CODE.LABEL_LOOP);
          }
        }
        const name = body.name ?? label.name;
        if ((body.name !== undefined || parent !== label.parent) && (await isLabelNameTaken(tx, projectId, parent, name, labelId))) throw nameTaken();
        const after = await updateLabel(tx, projectId, labelId, body, now);
        await recordRowChange(tx, { workspaceId: ws, projectId, entityType: 'label', entityId: labelId, action: 'updated', actorId: userId, at: now, before: label, after, keys: LABEL_FIELDS });
        return presentLabel(after);
      }),
    uniqueErrors,
  );
}

/** DELETE issue-labels/{id}/ (project admins and members): its children move up to its parent. */
export async function removeLabel(db: Db, slug: string, projectId: string, userId: string, labelId: string, now: Date): Promise<void> {
  await mapUniqueViolations(
    () =>
      db.transaction(async (tx) => {
        const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_MEMBER_OR_ADMIN, { lock: true });
        const label = await findLabel(tx, access.workspace.id, projectId, labelId);
        if (!label) throw labelNotFound();
        // A child named like one of its new siblings violates the unique index → 409, nothing deleted.
        await reparentChildren(tx, projectId, labelId, label.parent, now);
        await deleteLabel(tx, projectId, labelId);
        await recordRowChange(tx, { workspaceId: access.workspace.id, projectId, entityType: 'label', entityId: labelId, action: 'deleted', actorId: userId, at: now, before: label, after: null, keys: LABEL_FIELDS });
      }),
    uniqueErrors,
  );
}
