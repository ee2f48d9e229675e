import type { Attachment } from '@cairn/types';
import { EMPTY, listOf } from '../../core/memo';
import type { WebState } from '../../core/types';
import type { AttachmentUploadStatus } from './attachments.slice';

/** An item's attachments (a stable array between renders). */
export const selectWorkItemAttachments = (state: WebState, itemId: string): readonly Attachment[] =>
  listOf(state.attachmentIdsByItem[itemId], state.attachmentsById);
/** An attachment by id. */
export const selectAttachment = (state: WebState, attachmentId: string): Attachment | undefined => state.attachmentsById[attachmentId];
/** The item's uploads still running (name, size, type, progress 0–100). */
export const selectAttachmentUploads = (state: WebState, itemId: string): readonly AttachmentUploadStatus[] =>
  state.attachmentUploadsByItem[itemId] ?? EMPTY;
