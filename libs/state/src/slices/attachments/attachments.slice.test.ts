import { ASSET_MAX_FILE_SIZE, WORK_ITEM_TEXT } from '@cairn/types';
import type { Attachment } from '@cairn/types';
import type { UploadOptions } from '@cairn/services';
import { fixtures } from '../../testing/fixtures';
import { deferred } from '../../testing/test-store.test-util';
import { P, refused, SLUG, workItemStore } from '../../testing/work-item-store.test-util';
import { selectWorkItem } from '../work-items/work-items.selectors';
import { selectAttachmentUploads, selectWorkItemAttachments } from './attachments.selectors';

const item = fixtures.workItem(1, { attachment_count: 1 });
const a1 = fixtures.attachment(1);
const a2 = fixtures.attachment(2);
const file = (size = 3) => new File([new Uint8Array(size)], 'shot.png', { type: 'image/png' });
type Upload = (s: string, p: string, i: string, f: File, o?: UploadOptions) => Promise<Attachment | undefined>;

async function attachmentStore(upload: Upload, extra: Record<string, unknown> = {}) {
  const made = await workItemStore({ attachments: { list: async () => [a1], upload, ...extra } }, [item]);
  await made.store.getState().loadWorkItemAttachments(SLUG, P, item.id);
  return made;
}

describe('attachments slice', () => {
  it('shows the upload with its progress, then the attachment first (attachment_count + 1)', async () => {
    const answer = deferred<Attachment>();
    let progress: ((p: number) => void) | undefined;
    const { store } = await attachmentStore((_s, _p, _i, _f, o) => {
      progress = o?.onProgress;
      return answer.promise;
    });
    const pending = store.getState().uploadWorkItemAttachment(SLUG, P, item.id, file());
    expect(selectAttachmentUploads(store.getState(), item.id)).toMatchObject([{ name: 'shot.png', progress: 0, size: 3, type: 'image/png' }]);
    progress?.(42);
    expect(selectAttachmentUploads(store.getState(), item.id)[0].progress).toBe(42);
    answer.resolve(a2);
    await expect(pending).resolves.toEqual(a2);
    expect(selectAttachmentUploads(store.getState(), item.id)).toEqual([]);
    expect(selectWorkItemAttachments(store.getState(), item.id)).toEqual([a2, a1]);
    expect(selectWorkItem(store.getState(), item.id)?.attachment_count).toBe(2);
  });

  it('reloads the list when the upload answers no attachment', async () => {
    const list = jest.fn().mockResolvedValueOnce([a1]).mockResolvedValueOnce([a2, a1]);
    const { store } = await attachmentStore(async () => undefined, { list });
    await store.getState().uploadWorkItemAttachment(SLUG, P, item.id, file());
    expect(selectWorkItemAttachments(store.getState(), item.id)).toEqual([a2, a1]);
  });

  it('a failed upload drops its status, toasts once and rethrows', async () => {
    const { store } = await attachmentStore(() => Promise.reject(refused()));
    await expect(store.getState().uploadWorkItemAttachment(SLUG, P, item.id, file())).rejects.toMatchObject({ status: 403 });
    expect(selectAttachmentUploads(store.getState(), item.id)).toEqual([]);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('cancelling by the status id aborts the service call: it rejects without a toast', async () => {
    let seen: AbortSignal | undefined;
    const { store } = await attachmentStore((_s, _p, _i, _f, o) => new Promise((_resolve, reject) => {
      seen = o?.signal;
      o?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('Upload canceled'), { name: 'AbortError' })));
    }));
    const pending = store.getState().uploadWorkItemAttachment(SLUG, P, item.id, file());
    const [status] = selectAttachmentUploads(store.getState(), item.id);
    store.getState().cancelWorkItemAttachmentUpload(status.id);
    expect(seen?.aborted).toBe(true);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(selectAttachmentUploads(store.getState(), item.id)).toEqual([]);
    expect(store.getState().toasts).toEqual([]);
  });

  it('refuses a file over 5 MB and a missing item id before any call', async () => {
    const upload = jest.fn();
    const { store } = await attachmentStore(upload);
    await expect(store.getState().uploadWorkItemAttachment(SLUG, P, item.id, file(ASSET_MAX_FILE_SIZE + 1))).rejects.toThrow(WORK_ITEM_TEXT.assetTooLarge);
    await expect(store.getState().uploadWorkItemAttachment(SLUG, P, '', file())).rejects.toThrow(WORK_ITEM_TEXT.issueNotFound);
    expect(upload).not.toHaveBeenCalled();
  });

  it('deletes at once (attachment_count − 1); a refusal puts it back with a toast', async () => {
    const answer = deferred<void>();
    const remove = jest.fn().mockReturnValueOnce(answer.promise);
    const { store } = await attachmentStore(jest.fn(), { delete: remove });
    const pending = store.getState().deleteWorkItemAttachment(SLUG, P, item.id, a1.id);
    expect(selectWorkItemAttachments(store.getState(), item.id)).toEqual([]);
    expect(selectWorkItem(store.getState(), item.id)?.attachment_count).toBe(0);
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(remove).toHaveBeenCalledWith(SLUG, P, a1.id);
    expect(selectWorkItemAttachments(store.getState(), item.id)).toEqual([a1]);
    expect(selectWorkItem(store.getState(), item.id)?.attachment_count).toBe(1);
    expect(store.getState().toasts).toHaveLength(1);
  });
});

describe('editor images', () => {
  it('passes the upload through and answers the url; nothing is stored', async () => {
    const uploadEditorImage = jest.fn().mockResolvedValue({ assetId: 'x1', url: '/api/assets/v2/files/x1/' });
    const { store } = await attachmentStore(jest.fn(), { uploadEditorImage });
    const before = store.getState().attachmentIdsByItem;
    await expect(store.getState().uploadEditorImage(SLUG, P, file(), { entityType: 'ISSUE_DESCRIPTION', itemId: item.id })).resolves.toEqual({ assetId: 'x1', url: '/api/assets/v2/files/x1/' });
    expect(uploadEditorImage).toHaveBeenCalledWith(SLUG, P, expect.any(File), { entityType: 'ISSUE_DESCRIPTION', itemId: item.id });
    expect(store.getState().attachmentIdsByItem).toBe(before);
  });

  it('refuses a file over 5 MB before any call, and toasts a failed upload', async () => {
    const uploadEditorImage = jest.fn().mockRejectedValueOnce(refused());
    const { store } = await attachmentStore(jest.fn(), { uploadEditorImage });
    await expect(store.getState().uploadEditorImage(SLUG, P, file(ASSET_MAX_FILE_SIZE + 1), { entityType: 'COMMENT_DESCRIPTION' })).rejects.toThrow(WORK_ITEM_TEXT.assetTooLarge);
    expect(uploadEditorImage).not.toHaveBeenCalled();
    await expect(store.getState().uploadEditorImage(SLUG, P, file(), { entityType: 'COMMENT_DESCRIPTION' })).rejects.toBeDefined();
    expect(store.getState().toasts.map((t) => t.title)).toContain('Not allowed');
  });
});
