import { apiPaths, WORK_ITEM_TEXT } from '@cairn/types';
import type { Attachment, AssetUploadRequest, AssetUploadResponse } from '@cairn/types';
import { CSRF_HEADER, type ApiClient } from '../client/api-client';
import { createProgressReporter } from './upload-progress';
import { createXhrUploadTransport, type UploadTransport } from './upload-transport';

/** Options of one attachment upload. */
export interface UploadOptions {
  /** Whole percent 0–100, debounced 16 ms. */
  onProgress?: (percent: number) => void;
  /** Cancels the upload: it rejects with an AbortError and logs 'Upload canceled'. */
  signal?: AbortSignal;
}

/**
 * Where an editor image belongs: a work item's description or a comment (project assets, the item when there is one),
 * or a page's content (PAGE_DESCRIPTION, a workspace asset: assets/v2/workspaces/{slug}/).
 */
export type EditorImageTarget =
  | { entityType: 'ISSUE_DESCRIPTION' | 'COMMENT_DESCRIPTION'; itemId?: string }
  | { entityType: 'PAGE_DESCRIPTION'; pageId: string };

/** What the attachment service may be given (tests pass a fake transport). */
export interface AttachmentServiceOptions {
  transport?: UploadTransport;
}

/** True for a relative url or one on the page's origin: only those get the session cookie and the CSRF token. */
export function isSameOriginUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  try {
    return !!origin && new URL(url).origin === origin;
  } catch {
    return false;
  }
}

function isAttachment(value: unknown): value is Attachment {
  return !!value && typeof value === 'object' && 'issue_id' in value && 'attributes' in value;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Creates the attachment calls: list, the three-step upload (slot, multipart, mark uploaded), delete and restore. */
export function createAttachmentService(client: ApiClient, options: AttachmentServiceOptions = {}) {
  const transport = options.transport ?? createXhrUploadTransport();
  /** The three steps: POST the slot, POST the file (multipart, fields then `file`) to upload_data.url, PATCH uploaded. */
  // Workspace-level entity types (PAGE_DESCRIPTION) take their slot and status under the workspace, the rest under the project.
  const workspaceLevel = (slotBody: AssetUploadRequest) => slotBody.entity_type === 'PAGE_DESCRIPTION';
  const sendAsset = async (slug: string, projectId: string, slotBody: AssetUploadRequest, file: File, uploadOptions: UploadOptions) => {
    const { signal, onProgress } = uploadOptions;
    const progress = createProgressReporter(onProgress);
    const inWorkspace = workspaceLevel(slotBody);
    try {
      const slot = await client.post<AssetUploadResponse>(inWorkspace ? apiPaths.workspaceAssets(slug) : apiPaths.projectAssets(slug, projectId), slotBody, { signal });
      // A storage bucket on another origin must not receive the session cookie or the CSRF token.
      const sameOrigin = isSameOriginUrl(slot.upload_data.url);
      await transport({
        url: slot.upload_data.url, fields: slot.upload_data.fields, file, fileName: file.name, withCredentials: sameOrigin,
        headers: sameOrigin ? { [CSRF_HEADER]: await client.csrfToken() } : {}, signal, onProgress: (loaded, total) => progress.update(loaded, total),
      });
      progress.flush();
      // The PATCH answers the asset (no issue_id); for attachments the slot's attachment row is the one to show.
      const assetPath = inWorkspace ? apiPaths.workspaceAsset(slug, slot.asset_id) : apiPaths.projectAsset(slug, projectId, slot.asset_id);
      const marked = await client.patch<Partial<Attachment> | undefined>(assetPath, { is_uploaded: true }, { signal });
      return { slot, marked };
    } catch (error) {
      progress.cancel();
      if (isAbort(error) || signal?.aborted) console.info(WORK_ITEM_TEXT.uploadCanceled);
      throw error;
    }
  };
  return {
    /** GET issues/{id}/issue-attachments/. */
    list: (slug: string, projectId: string, itemId: string) => client.get<Attachment[]>(apiPaths.attachments(slug, projectId, itemId)),
    /**
     * Uploads a file as an attachment of the item: POST the asset slot, POST the file (multipart, fields then `file`)
     * to upload_data.url, then PATCH `{is_uploaded: true}`. Answers the attachment (undefined when neither answer
     * carried it). A cancelled upload logs
     * 'Upload canceled' and rejects with an AbortError.
     */
    upload: async (slug: string, projectId: string, itemId: string, file: File, uploadOptions: UploadOptions = {}): Promise<Attachment | undefined> => {
      const slotBody: AssetUploadRequest = {
        name: file.name, type: file.type || 'application/octet-stream', size: file.size, entity_type: 'ISSUE_ATTACHMENT', entity_identifier: itemId,
      };
      const { slot, marked } = await sendAsset(slug, projectId, slotBody, file, uploadOptions);
      if (isAttachment(marked)) return marked;
      // Without an attachment in either answer the caller reloads the list.
      if (!slot.attachment) return undefined;
      return { ...slot.attachment, is_uploaded: true, asset_url: marked?.asset_url ?? slot.attachment.asset_url, updated_at: marked?.updated_at ?? slot.attachment.updated_at };
    },
    /**
     * Uploads an image pasted or chosen in a description or comment editor (ISSUE_DESCRIPTION / COMMENT_DESCRIPTION,
     * the item id when there is one) through the same three steps; answers the asset's id and url for the <img>.
     */
    uploadEditorImage: async (
      slug: string,
      projectId: string,
      file: File,
      target: EditorImageTarget,
      uploadOptions: UploadOptions = {},
    ): Promise<{ assetId: string; url: string }> => {
      const entityId = target.entityType === 'PAGE_DESCRIPTION' ? target.pageId : target.itemId;
      const slotBody: AssetUploadRequest = {
        name: file.name || 'image', type: file.type || 'application/octet-stream', size: file.size, entity_type: target.entityType,
        ...(entityId ? { entity_identifier: entityId } : {}),
      };
      const { slot } = await sendAsset(slug, projectId, slotBody, file, uploadOptions);
      return { assetId: slot.asset_id, url: slot.asset_url };
    },
    /** DELETE assets/v2/…/projects/{p}/{assetId}/ (soft delete). */
    delete: (slug: string, projectId: string, assetId: string) => client.delete<void>(apiPaths.projectAsset(slug, projectId, assetId)),
    /** POST assets/v2/…/projects/{p}/{assetId}/restore/. */
    restore: (slug: string, projectId: string, assetId: string) => client.post<void>(apiPaths.projectAssetRestore(slug, projectId, assetId)),
  };
}

/** The attachment calls. */
export type AttachmentService = ReturnType<typeof createAttachmentService>;
