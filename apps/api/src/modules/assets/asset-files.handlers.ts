import { ASSET_MAX_FILE_SIZE, WORK_ITEM_ERROR_CODE, WORK_ITEM_TEXT, API_TEXT } from '@cairn/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../data/db';
import { findFileAssetById, findWorkspaceSlugById } from '../../data/repositories/file-assets.repository';
import { findActiveMembership } from '../../data/repositories/workspace-members.repository';
import type { FileAssetRow } from '../../data/schema/work-items.schema';
import { badRequest, HttpError } from '../../http/errors';
import { AssetTooLargeError, type AssetStorage } from '../../storage/asset-storage';
import { LocalAssetStorage } from '../../storage/local-asset-storage';
import { assetNotFound, loadProjectAsset } from './assets.policy';
import { baseType, INLINE_IMAGE_TYPES } from './content-sniff';

const payloadTooLarge = () => new HttpError(413, WORK_ITEM_TEXT.assetTooLarge, WORK_ITEM_ERROR_CODE.ASSET_TOO_LARGE);

/** The creator may still reach the asset's workspace (a removed member cannot fill or read old slots). */
async function isWorkspaceMember(db: Db, asset: FileAssetRow, userId: string): Promise<boolean> {
  return !asset.workspace_id || (await findActiveMembership(db, asset.workspace_id, userId)) !== undefined;
}

/**
 * POST assets/v2/uploads/{assetId}/ (local storage only): multipart, text fields first, then `file`. Only the creator
 * of a slot that is neither uploaded nor deleted may fill it (anyone else: 404). The bytes are written to a temp file
 * and renamed into place; past 5 MiB the partial file is removed and the answer is 413.
 */
export async function receiveUpload(db: Db, storage: AssetStorage, req: FastifyRequest, assetId: string, userId: string): Promise<void> {
  if (!(storage instanceof LocalAssetStorage)) throw assetNotFound();
  const asset = await findFileAssetById(db, assetId);
  if (!asset || asset.created_by !== userId || asset.deleted_at || asset.is_uploaded || !(await isWorkspaceMember(db, asset, userId))) throw assetNotFound();
  if (!req.isMultipart()) throw badRequest(API_TEXT.sendTheFileAsMultipartForm, { file: ['Required'] });
  const part = await req.file();
  if (!part || part.fieldname !== 'file') throw badRequest(API_TEXT.theFormHasNoFilePart, { file: ['Required'] });
  try {
    await storage.write(asset.storage_key, part.file, ASSET_MAX_FILE_SIZE, () => part.file.truncated);
  } catch (err) {
    if (err instanceof AssetTooLargeError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge();
    throw err;
  }
}

/** `attachment; filename="ascii"; filename*=UTF-8''percent-encoded` (RFC 6266 / RFC 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Whether the signed-in user may see the entity owning the asset; every refusal is the same 404. */
async function canRead(db: Db, asset: FileAssetRow, userId: string): Promise<boolean> {
  if (!asset.workspace_id) return true;
  if (!asset.project_id) return isWorkspaceMember(db, asset, userId);
  const slug = await findWorkspaceSlugById(db, asset.workspace_id);
  if (!slug) return false;
  try {
    await loadProjectAsset(db, slug, asset.project_id, asset.id, userId, 'read');
    return true;
  } catch (err) {
    if (err instanceof HttpError && (err.status === 403 || err.status === 404)) return false;
    throw err;
  }
}

/**
 * GET assets/v2/files/{assetId}/: the file, to a signed-in user who can see its entity. Served with the type found
 * from its content, nosniff, and Content-Disposition attachment — inline only for raster images outside attachments.
 * Local files stream from here; S3 answers with a redirect to a short-lived signed link carrying the same headers.
 */
export async function serveAssetFile(db: Db, storage: AssetStorage, reply: FastifyReply, assetId: string, userId: string): Promise<unknown> {
  const asset = await findFileAssetById(db, assetId);
  if (!asset || !asset.is_uploaded || asset.deleted_at || !(await canRead(db, asset, userId))) throw assetNotFound();
  const type = baseType(asset.attributes.type);
  const inline = INLINE_IMAGE_TYPES.has(type) && asset.entity_type !== 'ISSUE_ATTACHMENT';
  const contentType = type.startsWith('text/') || type === 'application/json' ? `${type}; charset=utf-8` : type;
  const disposition = contentDisposition(inline ? 'inline' : 'attachment', asset.attributes.name);
  let result;
  try {
    result = await storage.read(asset.storage_key, { contentType, contentDisposition: disposition });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw assetNotFound();
    throw err;
  }
  reply.header('cache-control', 'private, max-age=60');
  if (result.kind === 'redirect') {
    reply.code(302).header('location', result.url);
    return '';
  }
  reply.header('content-type', contentType).header('content-disposition', disposition).header('content-length', String(result.size)).header('x-content-type-options', 'nosniff');
  // Opened directly, a file may run nothing and load nothing.
  reply.header('content-security-policy', "default-src 'none'; sandbox");
  return result.stream;
}
