import { randomUUID } from 'node:crypto';
import { apiPaths, ASSET_MAX_FILE_SIZE, WORK_ITEM_ERROR_CODE, WORK_ITEM_TEXT, type AssetUploadRequest, type AssetUploadResponse, API_TEXT } from '@cairn/types';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../data/db';
import { insertFileAsset, listWorkItemAttachments, updateFileAsset, type FileAssetPatch } from '../../data/repositories/file-assets.repository';
import { recordItemChildChanges } from '../../events/work-item-events';
import type { FileAssetRow } from '../../data/schema/work-items.schema';
import { badRequest, HttpError } from '../../http/errors';
import type { AssetStorage } from '../../storage/asset-storage';
import { requireProjectRole } from '../projects/projects.policy';
import { requireWorkItem, WORK_ITEM_READERS } from '../work-items/work-items.policy';
import { requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { PROJECT_ASSET_RULES, USER_ASSET_RULES, WORKSPACE_ASSET_RULES, assetNotFound, ruleFor, type AssetRule, type LoadedAsset } from './assets.policy';
import { presentAsset, presentAttachment } from './assets.presenter';
import type { assetSchema } from './assets.schemas';
import { isAcceptableDeclaredType, resolveContentType } from './content-sniff';

type AssetJson = z.infer<typeof assetSchema>;
/** Loads an asset for an action through the URL's scope (inside or outside a transaction). */
export type AssetLoader = (h: DbOrTx, options: { lock?: boolean }) => Promise<LoadedAsset>;
/** PATCH body. */
export interface AssetPatchBody {
  is_uploaded?: true;
  attributes?: Record<string, unknown>;
}

const tooLarge = () => badRequest(WORK_ITEM_TEXT.assetTooLarge, { size: [WORK_ITEM_TEXT.assetTooLarge] }, WORK_ITEM_ERROR_CODE.ASSET_TOO_LARGE);
const typeMismatch = () => badRequest(WORK_ITEM_TEXT.assetTypeMismatch, { type: [WORK_ITEM_TEXT.assetTypeMismatch] }, WORK_ITEM_ERROR_CODE.ASSET_TYPE_MISMATCH);

/** Request-time checks every slot passes: the declared size and a type the entity type may ever hold. */
function checkRequest(body: AssetUploadRequest, rule: AssetRule): void {
  if (body.size > ASSET_MAX_FILE_SIZE) throw tooLarge();
  if (!isAcceptableDeclaredType(body.type, rule.imagesOnly)) throw typeMismatch();
}

async function insertSlot(tx: Tx, values: { workspaceId: string | null; projectId: string | null; entityId: string | null; userId: string; body: AssetUploadRequest; now: Date }): Promise<FileAssetRow> {
  const id = randomUUID();
  const { body } = values;
  return insertFileAsset(tx, {
    id,
    workspace_id: values.workspaceId,
    project_id: values.projectId,
    entity_type: body.entity_type,
    entity_identifier: values.entityId,
    // Server-generated: nothing from the client reaches a path or object key.
    storage_key: values.workspaceId ? `workspaces/${values.workspaceId}/${id}` : `users/${values.userId}/${id}`,
    attributes: { name: body.name, type: body.type, size: body.size },
    size: body.size,
    created_by: values.userId,
    updated_by: values.userId,
    created_at: values.now,
    updated_at: values.now,
  });
}

/** The work item named in the body: one the caller can see in this project, else 400 (a body id, not the target). */
async function requireEntityWorkItem(tx: Tx, slug: string, projectId: string, itemId: string, userId: string, rule: AssetRule): Promise<string> {
  try {
    return (await requireWorkItem(tx, slug, projectId, itemId, userId, rule.roles)).item.id;
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) {
      throw badRequest(WORK_ITEM_TEXT.workItemNotFound, { entity_identifier: [WORK_ITEM_TEXT.workItemNotFound] });
    }
    throw err;
  }
}

async function slotAnswer(storage: AssetStorage, row: FileAssetRow): Promise<AssetUploadResponse> {
  const upload_data = await storage.createUploadTarget(row.storage_key, { contentType: row.attributes.type, maxSize: ASSET_MAX_FILE_SIZE, assetId: row.id });
  return {
    asset_id: row.id,
    asset_url: apiPaths.assetFile(row.id),
    upload_data,
    ...(row.entity_type === 'ISSUE_ATTACHMENT' ? { attachment: presentAttachment(row) } : {}),
  };
}

/** POST assets/v2/workspaces/{slug}/projects/{projectId}/: a slot for a work-item, comment or cover image/file. */
export async function createProjectAssetSlot(db: Db, storage: AssetStorage, slug: string, projectId: string, userId: string, body: AssetUploadRequest, now: Date) {
  const rule = ruleFor(PROJECT_ASSET_RULES, body.entity_type);
  const row = await db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, rule.roles);
    checkRequest(body, rule);
    let entityId: string | null = projectId;
    if (rule.workItem !== 'none') {
      if (!body.entity_identifier) {
        if (rule.workItem === 'required') throw badRequest(API_TEXT.entityIdentifierIsRequired, { entity_identifier: ['Required'] });
        entityId = null;
      } else {
        entityId = await requireEntityWorkItem(tx, slug, projectId, body.entity_identifier, userId, rule);
      }
    }
    return insertSlot(tx, { workspaceId: access.workspace.id, projectId, entityId, userId, body, now });
  });
  return slotAnswer(storage, row);
}

/** POST assets/v2/workspaces/{slug}/: a slot for a workspace logo or a page image. */
export async function createWorkspaceAssetSlot(db: Db, storage: AssetStorage, slug: string, userId: string, body: AssetUploadRequest, now: Date) {
  const rule = ruleFor(WORKSPACE_ASSET_RULES, body.entity_type);
  const row = await db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, rule.roles);
    checkRequest(body, rule);
    const entityId = body.entity_type === 'WORKSPACE_LOGO' ? access.workspace.id : (body.entity_identifier ?? null);
    return insertSlot(tx, { workspaceId: access.workspace.id, projectId: null, entityId, userId, body, now });
  });
  return slotAnswer(storage, row);
}

/** POST assets/v2/user-assets/: a slot for the caller's avatar or cover. */
export async function createUserAssetSlot(db: Db, storage: AssetStorage, userId: string, body: AssetUploadRequest, now: Date) {
  const rule = ruleFor(USER_ASSET_RULES, body.entity_type);
  checkRequest(body, rule);
  const row = await db.transaction((tx) => insertSlot(tx, { workspaceId: null, projectId: null, entityId: userId, userId, body, now }));
  return slotAnswer(storage, row);
}

/** The attachment's activity row and event (only work item attachments have them). */
async function recordAttachment(tx: Tx, loaded: LoadedAsset, userId: string, verb: 'created' | 'deleted', comment: string, now: Date, action: 'created' | 'deleted' | 'restored') {
  const { asset, item } = loaded;
  if (asset.entity_type !== 'ISSUE_ATTACHMENT' || !item) return;
  const created = verb === 'created';
  const name = { old: created ? null : asset.attributes.name, new: created ? asset.attributes.name : null };
  const activities = [
    {
      workspace_id: item.workspace_id,
      project_id: item.project_id,
      work_item_id: item.id,
      actor_id: userId,
      verb,
      field: 'attachment',
      old_value: created ? null : asset.attributes.name,
      new_value: created ? asset.attributes.name : null,
      old_identifier: created ? null : asset.id,
      new_identifier: created ? asset.id : null,
      comment,
      is_epic: item.is_epic,
      created_at: now,
    },
  ];
  await recordItemChildChanges(tx, [
    { workspaceId: item.workspace_id, projectId: item.project_id, workItemId: item.id, actorId: userId, at: now, entityType: 'attachment', entityId: asset.id, action, changes: { name }, activities },
  ]);
}

/**
 * The stored bytes must exist, be 1 byte to 5 MiB and be of an accepted type that agrees with the declared type and
 * file name; otherwise they are deleted and the answer is 400. Returns the size and the type to store.
 */
async function verifyStoredBytes(storage: AssetStorage, asset: FileAssetRow, rule: AssetRule): Promise<{ size: number; type: string }> {
  const stored = await storage.stat(asset.storage_key);
  if (!stored) throw badRequest(WORK_ITEM_TEXT.assetNotUploaded);
  if (stored.size > ASSET_MAX_FILE_SIZE) {
    await storage.delete(asset.storage_key);
    throw tooLarge();
  }
  const bytes = stored.size > 0 ? await storage.readHead(asset.storage_key, stored.size) : Buffer.alloc(0);
  const type = resolveContentType(bytes, asset.attributes, rule.imagesOnly);
  if (!type) {
    await storage.delete(asset.storage_key);
    throw typeMismatch();
  }
  return { size: stored.size, type };
}

/** PATCH …/{assetId}/: mark uploaded after checking the bytes (attachments get an activity row), or rename. */
export async function completeAsset(db: Db, storage: AssetStorage, load: AssetLoader, userId: string, body: AssetPatchBody, now: Date): Promise<AssetJson> {
  const first = await load(db, {});
  if (first.asset.deleted_at) throw assetNotFound();
  // Storage I/O happens outside the transaction; the row is re-read under lock below.
  const verified = body.is_uploaded && !first.asset.is_uploaded ? await verifyStoredBytes(storage, first.asset, first.rule) : null;
  return db.transaction(async (tx) => {
    const loaded = await load(tx, { lock: true });
    const { asset } = loaded;
    if (asset.deleted_at) throw assetNotFound();
    const name = typeof body.attributes?.name === 'string' && body.attributes.name.trim() ? body.attributes.name.trim().slice(0, 255) : asset.attributes.name;
    const patch: FileAssetPatch = { updated_by: userId, attributes: { ...asset.attributes, name } };
    if (verified && !asset.is_uploaded) {
      patch.is_uploaded = true;
      patch.size = verified.size;
      patch.attributes = { name, type: verified.type, size: verified.size };
      await recordAttachment(tx, { ...loaded, asset: { ...asset, attributes: patch.attributes } }, userId, 'created', 'uploaded a new attachment', now, 'created');
    }
    return presentAsset(await updateFileAsset(tx, loaded.scope, asset.id, patch, now));
  });
}

/** DELETE …/{assetId}/: soft delete (the bytes stay so that restore works); attachments get an activity row. */
export async function removeAsset(db: Db, load: AssetLoader, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const loaded = await load(tx, { lock: true });
    if (loaded.asset.deleted_at) return;
    await updateFileAsset(tx, loaded.scope, loaded.asset.id, { deleted_at: now, updated_by: userId }, now);
    if (loaded.asset.is_uploaded) await recordAttachment(tx, loaded, userId, 'deleted', 'deleted an attachment', now, 'deleted');
  });
}

/** POST …/{assetId}/restore/: undo a soft delete. */
export async function restoreAsset(db: Db, load: AssetLoader, userId: string, now: Date): Promise<AssetJson> {
  return db.transaction(async (tx) => {
    const loaded = await load(tx, { lock: true });
    if (!loaded.asset.deleted_at) return presentAsset(loaded.asset);
    if (loaded.asset.is_uploaded) await recordAttachment(tx, loaded, userId, 'created', 'restored an attachment', now, 'restored');
    return presentAsset(await updateFileAsset(tx, loaded.scope, loaded.asset.id, { deleted_at: null, updated_by: userId }, now));
  });
}

/** GET issues/{id}/issue-attachments/ (every project role that can see the item). */
export async function listAttachments(db: Db, slug: string, projectId: string, workItemId: string, userId: string) {
  const access = await requireWorkItem(db, slug, projectId, workItemId, userId, WORK_ITEM_READERS);
  return (await listWorkItemAttachments(db, access.workspace.id, projectId, workItemId)).map(presentAttachment);
}
