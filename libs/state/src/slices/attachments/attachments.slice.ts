import { ASSET_MAX_FILE_SIZE, WORK_ITEM_TEXT } from '@cairn/types';
import type { Attachment } from '@cairn/types';
import type { EditorImageTarget } from '@cairn/services';
import type { Draft } from 'immer';
import { confirmed, refuse } from '../../core/confirmed';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { fetchOrThrow, refetch } from '../work-items/work-item-fetch';

/** An upload in progress (spec §3 "Attachment upload status"): progress is a whole percent 0–100. */
export interface AttachmentUploadStatus {
  id: string;
  name: string;
  progress: number;
  size: number;
  type: string;
}

/** Attachments of work items and the uploads in progress. */
export interface AttachmentsSlice {
  attachmentsById: Record<string, Attachment>;
  /** item id → its attachment ids in the server's order (a new upload goes first). */
  attachmentIdsByItem: Record<string, string[]>;
  /** item id → uploads still running. */
  attachmentUploadsByItem: Record<string, AttachmentUploadStatus[]>;
  /** GET issue-attachments/. Rethrows. */
  loadWorkItemAttachments(slug: string, projectId: string, itemId: string): Promise<Attachment[]>;
  /**
   * Uploads a file (slot, multipart, mark uploaded) showing its progress in attachmentUploadsByItem; then adds the
   * attachment (attachment_count + 1). A file over 5 MB is refused before any call. A cancel (signal or
   * cancelWorkItemAttachmentUpload) rejects without a toast; other failures toast and rethrow.
   */
  uploadWorkItemAttachment(slug: string, projectId: string, itemId: string, file: File, options?: { signal?: AbortSignal }): Promise<Attachment | undefined>;
  /** Cancels a running upload by its status id. */
  cancelWorkItemAttachmentUpload(uploadId: string): void;
  /**
   * Uploads an image for a description, comment or page editor (a page's images are PAGE_DESCRIPTION workspace assets)
   * and answers its url (for the editor's onUploadFile). A file
   * over 5 MB is refused before any call; failures toast and rethrow. Nothing is stored: the url lives in the HTML.
   */
  uploadEditorImage(slug: string, projectId: string, file: File, target: EditorImageTarget): Promise<{ url: string; assetId: string }>;
  /** Optimistic DELETE of the asset; attachment_count − 1; rethrows after rollback. */
  deleteWorkItemAttachment(slug: string, projectId: string, itemId: string, attachmentId: string): Promise<void>;
}

/** The attachments slice's data when the store starts or is reset. */
export function initialAttachmentsState(): Pick<AttachmentsSlice, 'attachmentsById' | 'attachmentIdsByItem' | 'attachmentUploadsByItem'> {
  return { attachmentsById: {}, attachmentIdsByItem: {}, attachmentUploadsByItem: {} };
}

/** Replaces the attachments of an item with a server answer. */
export function putItemAttachments(d: Draft<WebState>, itemId: string, attachments: Attachment[]): void {
  for (const id of d.attachmentIdsByItem[itemId] ?? []) delete d.attachmentsById[id];
  for (const a of attachments) d.attachmentsById[a.id] = a;
  d.attachmentIdsByItem[itemId] = attachments.map((a) => a.id);
}

function bumpAttachmentCount(d: Draft<WebState>, itemId: string, by: number): void {
  const item = d.workItemsById[itemId];
  if (item) item.attachment_count = Math.max(0, item.attachment_count + by);
}

/** Creates the attachments slice. */
export function createAttachmentsSlice({ store, deps }: SliceContext): AttachmentsSlice {
  const { attachments } = deps.services;
  const controllers = new Map<string, AbortController>();
  const setUpload = (itemId: string, uploadId: string, change: (u: Draft<AttachmentUploadStatus>) => void) => store.setState((d) => {
    const upload = d.attachmentUploadsByItem[itemId]?.find((u) => u.id === uploadId);
    if (upload) change(upload);
  }, false, 'attachments/uploadProgress');
  const loadWorkItemAttachments = (slug: string, projectId: string, itemId: string) => fetchOrThrow(store, {
    action: 'attachments/loadWorkItemAttachments',
    call: () => attachments.list(slug, projectId, itemId),
    done: (d, list) => putItemAttachments(d, itemId, list),
    failed: () => undefined,
  });
  return {
    ...initialAttachmentsState(),
    loadWorkItemAttachments,
    uploadWorkItemAttachment: async (slug, projectId, itemId, file, options = {}) => {
      if (!itemId) return refuse(store, WORK_ITEM_TEXT.issueNotFound);
      if (file.size > ASSET_MAX_FILE_SIZE) return refuse(store, WORK_ITEM_TEXT.assetTooLarge);
      const uploadId = deps.newId();
      const controller = new AbortController();
      const outer = options.signal;
      const forward = () => controller.abort();
      if (outer?.aborted) controller.abort();
      outer?.addEventListener('abort', forward);
      controllers.set(uploadId, controller);
      store.setState((d) => {
        (d.attachmentUploadsByItem[itemId] ??= []).push({ id: uploadId, name: file.name, progress: 0, size: file.size, type: file.type });
      }, false, 'attachments/uploadStart');
      const finish = (d: Draft<WebState>) => {
        const list = d.attachmentUploadsByItem[itemId];
        if (!list) return;
        const rest = list.filter((u) => u.id !== uploadId);
        if (rest.length) d.attachmentUploadsByItem[itemId] = rest;
        else delete d.attachmentUploadsByItem[itemId];
      };
      try {
        const saved = await attachments.upload(slug, projectId, itemId, file, {
          signal: controller.signal,
          onProgress: (percent) => setUpload(itemId, uploadId, (u) => {
            u.progress = percent;
          }),
        });
        store.setState((d) => {
          finish(d);
          if (!saved) return;
          d.attachmentsById[saved.id] = saved;
          const ids = (d.attachmentIdsByItem[itemId] ??= []);
          if (!ids.includes(saved.id)) ids.unshift(saved.id);
          bumpAttachmentCount(d, itemId, 1);
        }, false, 'attachments/uploadDone');
        // Neither answer carried the attachment: the list from the server has it.
        if (!saved) await refetch(loadWorkItemAttachments(slug, projectId, itemId));
        return saved;
      } catch (error) {
        store.setState(finish, false, 'attachments/uploadFailed');
        store.getState().reportError(error);
        throw error;
      } finally {
        controllers.delete(uploadId);
        outer?.removeEventListener('abort', forward);
      }
    },
    cancelWorkItemAttachmentUpload: (uploadId) => controllers.get(uploadId)?.abort(),
    uploadEditorImage: async (slug, projectId, file, target) => {
      if (file.size > ASSET_MAX_FILE_SIZE) return refuse(store, WORK_ITEM_TEXT.assetTooLarge);
      return confirmed(store, { action: 'attachments/uploadEditorImage', call: () => attachments.uploadEditorImage(slug, projectId, file, target) });
    },
    deleteWorkItemAttachment: (slug, projectId, itemId, attachmentId) => mutate(store, {
      key: `attachment:${attachmentId}`,
      apply: (d) => {
        if (!d.attachmentsById[attachmentId]) return;
        delete d.attachmentsById[attachmentId];
        const ids = d.attachmentIdsByItem[itemId];
        if (ids) d.attachmentIdsByItem[itemId] = ids.filter((id) => id !== attachmentId);
        bumpAttachmentCount(d, itemId, -1);
      },
      call: () => attachments.delete(slug, projectId, attachmentId),
    }),
  };
}
