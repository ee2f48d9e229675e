import { API_V1_PREFIX, apiPaths } from '@cairn/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../../data/db';
import type { AssetStorage } from '../../../storage/asset-storage';
import { createAssetStorage } from '../../../storage/create-asset-storage';
import { receiveUpload } from '../../assets/asset-files.handlers';
import { completeAsset, createProjectAssetSlot, listAttachments, removeAsset, type AssetLoader } from '../../assets/assets.handlers';
import { assetNotFound, loadProjectAsset, type AssetAction, type LoadedAsset } from '../../assets/assets.policy';
import { presentAttachment } from '../../assets/assets.presenter';
import { requireWorkItem, WORK_ITEM_READERS } from '../../work-items/work-items.policy';
import type { V1ItemTarget } from './work-item-children.v1.handlers';
import { presentV1Attachment } from './work-item-children.v1.presenter';

// v1 attachments over the app's asset flow (issue 18). The seed's create is an upload-credential step, and so is ours:
// POST attachments/ {name, type, size} → an ISSUE_ATTACHMENT slot and its upload_data (a presigned S3 POST, or on local
// storage this API's own upload/ URL, which takes the key), then PATCH attachments/{id}/ {is_uploaded: true} checks the
// stored bytes (size, type by content) and records the attachment's activity.

const storages = new WeakMap<FastifyInstance, AssetStorage>();

/** The asset storage of this app (one per app instance). */
export function v1StorageOf(app: FastifyInstance): AssetStorage {
  let storage = storages.get(app);
  if (!storage) {
    storage = createAssetStorage(app.deps.config.assets);
    storages.set(app, storage);
  }
  return storage;
}

/** The v1 upload URL of a slot (local storage): multipart like the app's, authenticated by the key. */
export function v1UploadPath(t: V1ItemTarget, attachmentId: string): string {
  return `${API_V1_PREFIX}/workspaces/${t.slug}/projects/${t.projectId}/work-items/${t.workItemId}/attachments/${attachmentId}/upload/`;
}

/** The attachment of THIS item, for an action (app policy: project role, item visibility, creator rules); else 404. */
function attachmentLoader(t: V1ItemTarget, userId: string, attachmentId: string, action: AssetAction): AssetLoader {
  return async (h: DbOrTx, options: { lock?: boolean }): Promise<LoadedAsset> => {
    const loaded = await loadProjectAsset(h, t.slug, t.projectId, attachmentId, userId, action, options);
    if (loaded.asset.entity_type !== 'ISSUE_ATTACHMENT' || loaded.asset.entity_identifier !== t.workItemId) throw assetNotFound();
    return loaded;
  };
}

/** GET attachments/ (readers): uploaded attachments, oldest first — a plain array, as the SDK's list returns. */
export async function listV1Attachments(db: Db, t: V1ItemTarget, userId: string) {
  const access = await requireWorkItem(db, t.slug, t.projectId, t.workItemId, userId, WORK_ITEM_READERS);
  const scope = { workspaceId: access.workspace.id, projectId: access.project.id };
  return (await listAttachments(db, t.slug, t.projectId, t.workItemId, userId)).map((a) => presentV1Attachment(a, scope));
}

/** GET attachments/{id}/ (readers): an attachment of this item (uploaded or not yet; deleted ones are 404). */
export async function retrieveV1Attachment(db: Db, t: V1ItemTarget, userId: string, attachmentId: string) {
  const { asset } = await attachmentLoader(t, userId, attachmentId, 'read')(db, {});
  if (asset.deleted_at) throw assetNotFound();
  return presentV1Attachment(presentAttachment(asset), { workspaceId: asset.workspace_id!, projectId: t.projectId });
}

/** POST attachments/ (project admins and members): a slot for the file; the answer carries upload_data. */
export async function createV1Attachment(app: FastifyInstance, db: Db, t: V1ItemTarget, userId: string, body: { name: string; type?: string; size: number }, now: Date) {
  // The item is in the path: one the caller cannot see is 404 here (the app's slot call would say 400 about its body).
  const access = await requireWorkItem(db, t.slug, t.projectId, t.workItemId, userId, WORK_ITEM_READERS);
  const slot = await createProjectAssetSlot(db, v1StorageOf(app), t.slug, t.projectId, userId, {
    name: body.name,
    type: body.type || 'application/octet-stream',
    size: body.size,
    entity_type: 'ISSUE_ATTACHMENT',
    entity_identifier: t.workItemId,
  }, now);
  const attachment = presentV1Attachment(slot.attachment!, { workspaceId: access.workspace.id, projectId: t.projectId });
  // The app's local upload URL needs a session; API callers post to the v1 one with their key instead.
  const localUrl = apiPaths.assetUpload(slot.asset_id);
  const uploadData = slot.upload_data.url === localUrl ? { ...slot.upload_data, url: v1UploadPath(t, slot.asset_id) } : slot.upload_data;
  return { ...attachment, asset_id: slot.asset_id, asset_url: slot.asset_url, upload_data: uploadData, attachment };
}

/** POST attachments/{id}/upload/ (local storage; the slot's creator): the file as multipart, as the app's upload. */
export async function uploadV1Attachment(app: FastifyInstance, db: Db, req: FastifyRequest, t: V1ItemTarget, userId: string, attachmentId: string): Promise<void> {
  await attachmentLoader(t, userId, attachmentId, 'complete')(db, {});
  await receiveUpload(db, v1StorageOf(app), req, attachmentId, userId);
}

/** PATCH attachments/{id}/ (its creator): `is_uploaded: true` checks the stored bytes; `attributes.name` renames. */
export async function updateV1Attachment(app: FastifyInstance, db: Db, t: V1ItemTarget, userId: string, attachmentId: string, body: { is_uploaded?: boolean; attributes?: { name?: string } }, now: Date) {
  const load = attachmentLoader(t, userId, attachmentId, 'complete');
  await completeAsset(db, v1StorageOf(app), load, userId, { ...(body.is_uploaded ? { is_uploaded: true as const } : {}), ...(body.attributes ? { attributes: body.attributes } : {}) }, now);
  return retrieveV1Attachment(db, t, userId, attachmentId);
}

/** DELETE attachments/{id}/ (project admins and members): soft delete with its activity. */
export async function deleteV1Attachment(db: Db, t: V1ItemTarget, userId: string, attachmentId: string, now: Date): Promise<void> {
  const load = attachmentLoader(t, userId, attachmentId, 'remove');
  const { asset } = await load(db, {});
  if (asset.deleted_at) throw assetNotFound();
  await removeAsset(db, load, userId, now);
}
