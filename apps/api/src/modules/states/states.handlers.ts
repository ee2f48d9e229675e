import { LABEL_DEFAULT_SORT_ORDER, LABEL_SORT_STEP, PROJECT_ERROR_CODE, PROJECT_TEXT, WORK_ITEM_ERROR_CODE, WORK_ITEM_TEXT, type StateCreate, type StateUpdate } from '@cairn/types';
import { markDefaultState } from '../../commands/mark-default-state.command';
import type { Db } from '../../data/db';
import {
  countStates,
  deleteState,
  findState,
  insertStates,
  isStateNameTaken,
  listStates,
  maxSequenceInGroup,
  updateState,
} from '../../data/repositories/states.repository';
import { isStateUsedByWorkItems } from '../../data/repositories/work-items.repository';
import { recordRowChange } from '../../events/record-event';
import { badRequest, conflict, notFound } from '../../http/errors';
import { mapUniqueViolations } from '../projects/projects.errors';
import { ANY_PROJECT_ROLE, PROJECT_MEMBER_OR_ADMIN, requireProjectRole } from '../projects/projects.policy';
import { presentState } from './states.presenter';

const nameTaken = () => conflict(PROJECT_TEXT.stateNameTaken, PROJECT_ERROR_CODE.STATE_NAME_TAKEN);
const uniqueErrors = { states_project_name_unique: nameTaken };
const stateNotFound = () => notFound(PROJECT_TEXT.stateNotFound);
const STATE_FIELDS = ['name', 'color', 'group', 'description', 'sequence', 'default'] as const;

/** GET states/ (any project role): by group order, then sequence. */
export async function listProjectStates(db: Db, slug: string, projectId: string, userId: string) {
  const access = await requireProjectRole(db, slug, projectId, userId, ANY_PROJECT_ROLE);
  return (await listStates(db, access.workspace.id, projectId)).map(presentState);
}

/** POST states/ (project admins and members): sequence defaults to after the group's last state. */
export async function createState(db: Db, slug: string, projectId: string, userId: string, body: StateCreate, now: Date) {
  return mapUniqueViolations(
    () =>
      db.transaction(async (tx) => {
        const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_MEMBER_OR_ADMIN, { lock: true });
        if (await isStateNameTaken(tx, projectId, body.name)) throw nameTaken();
        const last = body.sequence === undefined ? await maxSequenceInGroup(tx, projectId, body.group) : null;
        const [row] = await insertStates(tx, [
          {
            ...(body.id ? { id: body.id } : {}),
            workspace_id: access.workspace.id,
            project_id: projectId,
            name: body.name,
            color: body.color,
            group: body.group,
            description: body.description ?? '',
            sequence: body.sequence ?? (last === null ? LABEL_DEFAULT_SORT_ORDER : last + LABEL_SORT_STEP),
            created_at: now,
            updated_at: now,
          },
        ]);
        await recordRowChange(tx, { workspaceId: access.workspace.id, projectId, entityType: 'state', entityId: row.id, action: 'created', actorId: userId, at: now, before: null, after: row, keys: STATE_FIELDS });
        return presentState(row);
      }),
    uniqueErrors,
  );
}

/** PATCH states/{id}/ (project admins and members): rename, recolour, regroup or reorder. */
export async function patchState(db: Db, slug: string, projectId: string, userId: string, stateId: string, body: StateUpdate, now: Date) {
  return mapUniqueViolations(
    () =>
      db.transaction(async (tx) => {
        const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_MEMBER_OR_ADMIN, { lock: true });
        const state = await findState(tx, access.workspace.id, projectId, stateId);
        if (!state) throw stateNotFound();
        if (body.name !== undefined && (await isStateNameTaken(tx, projectId, body.name, stateId))) throw nameTaken();
        const after = await updateState(tx, projectId, stateId, body, now);
        await recordRowChange(tx, { workspaceId: access.workspace.id, projectId, entityType: 'state', entityId: stateId, action: 'updated', actorId: userId, at: now, before: state, after, keys: STATE_FIELDS });
        return presentState(after);
      }),
    uniqueErrors,
  );
}

/** DELETE states/{id}/ (project admins and members): never the default state, the last one or one items use (409). */
export async function removeState(db: Db, slug: string, projectId: string, userId: string, stateId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_MEMBER_OR_ADMIN, { lock: true });
    const state = await findState(tx, access.workspace.id, projectId, stateId);
    if (!state) throw stateNotFound();
    if (state.default) throw badRequest(PROJECT_TEXT.defaultStateDelete, undefined, PROJECT_ERROR_CODE.DEFAULT_STATE_DELETE);
    if ((await countStates(tx, projectId)) <= 1) throw badRequest(PROJECT_TEXT.lastStateDelete, undefined, PROJECT_ERROR_CODE.LAST_STATE);
    // Items (archived, deleted and drafts too) keep their state: refuse instead of failing on the foreign key.
    if (await isStateUsedByWorkItems(tx, projectId, stateId)) throw conflict(WORK_ITEM_TEXT.stateInUse, WORK_ITEM_ERROR_CODE.STATE_IN_USE);
    await deleteState(tx, projectId, stateId);
    await recordRowChange(tx, { workspaceId: access.workspace.id, projectId, entityType: 'state', entityId: stateId, action: 'deleted', actorId: userId, at: now, before: state, after: null, keys: STATE_FIELDS });
  });
}

/** POST states/{id}/mark-default/ (project admins and members): this state becomes the one default. */
export async function markDefault(db: Db, slug: string, projectId: string, userId: string, stateId: string, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_MEMBER_OR_ADMIN);
    const row = await markDefaultState(tx, { workspaceId: access.workspace.id, projectId, stateId, now });
    await recordRowChange(tx, { workspaceId: access.workspace.id, projectId, entityType: 'state', entityId: stateId, action: 'updated', actorId: userId, at: now, before: { default: false }, after: { default: true }, keys: ['default'] });
    return presentState(row);
  });
}
